import { serve } from 'srvx/node'
import { runServer, serverOptions } from '../portable/server-entry'

// The Node server's entry (nitro's `entry` option, runtime/build.ts; decision 087).
runServer(serve(serverOptions()))

export default {}
