import { definePlugin } from 'nitro'
import { lifecycleGate } from './gate.server'

// The outermost wrapper of nitro's fetch on Node and Deno (registered last, vite.config.ts): the
// start-up gate and the in-flight count of the graceful shutdown see every request (issue 41).
export default definePlugin((nitroApp) => {
  nitroApp.fetch = lifecycleGate(nitroApp.fetch)
})
