import { definePlugin } from 'nitro'
import { envOrExit } from '../../config/env.server'
import { database } from '../../db/index.server'

// Deno's start: a bad configuration or an unreachable database stops the server here, not on a
// visitor's request (as on Node, without Node's socket timeouts and data-folder checks).
export default definePlugin(() => {
  envOrExit()
  database().catch((error: unknown) => {
    console.error((error as Error).message)
    process.exit(1)
  })
})
