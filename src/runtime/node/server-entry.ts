import { serve } from 'srvx/node'
import { IDLE_TIMEOUT_MS, nodeServerLimits } from '../../server/http/server-limits.server'
import { runServer, serverOptions } from '../portable/server-entry'

// The Node server's entry (nitro's `entry` option, runtime/build.ts; decision 087), with the
// HTTP server's limits of issue 14 (decision 113).
const server = serve({ ...serverOptions(), node: nodeServerLimits() })
server.node?.server?.setTimeout(IDLE_TIMEOUT_MS)
runServer(server)

export default {}
