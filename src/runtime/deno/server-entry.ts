import { serve } from 'srvx/deno'
import { runServer, serverOptions } from '../portable/server-entry'

// The Deno server's entry (nitro's `entry` option, runtime/build.ts; decision 087).
runServer(serve(serverOptions()))

export default {}
