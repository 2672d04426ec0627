import { definePlugin } from 'nitro'
import { lifecycleGate } from './gate.server'

// The outermost wrapper of nitro's fetch on Node and Deno (registered last, runtime/build.ts): the
// start-up gate and the in-flight count of the graceful shutdown see every request (issue 41).
// Nitro's `request` hook cannot answer in a request's stead, so this wraps `nitroApp.fetch` as
// the early cache hits do (decision 016). An upgrade that stops plugins from replacing it fails
// e2e/graceful-shutdown.spec.ts (no 503 while the database opens; requests cut on SIGTERM) and
// e2e/http-edges.spec.ts (the undecodable path's 400).
export default definePlugin((nitroApp) => {
  nitroApp.fetch = lifecycleGate(nitroApp.fetch)
})
