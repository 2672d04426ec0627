import { definePlugin } from 'nitro'
import { env } from '../config/env.server'
import { database } from '../db/index.server'
import { log } from '../lib/log.server'

// Runs when the server process starts (nitro loads the app itself lazily, on the first request):
// a bad configuration (every bad variable listed), an unreachable database or a data folder held
// by another process stop the server here instead of on a visitor's request.
export default definePlugin(() => {
  try {
    env()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  database().catch((error: unknown) => {
    log().fatal({ err: error }, (error as Error).message)
    process.exit(1)
  })
})
