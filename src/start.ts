import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { isShopOrigin } from './lib/shop-origin'
import { serverFnFailures, serverFnValidation } from './server/http/server-fn-errors'

// Defining a start instance drops the built-in CSRF check: put it back for server functions.
// The REST API is token-based (Authorization header), so cross-site requests carry no credential.
// Then (issue 14): an unknown function id is a 404, not a 500; a validator's refusal is a 4xx
// with translated field errors, not a 200 with raw zod issues.
export const startInstance = createStart(() => ({
  requestMiddleware: [
    createCsrfMiddleware({
      filter: (ctx) => ctx.handlerType === 'serverFn',
      // Behind a TLS proxy the browser's Origin is the public address, not the one the server
      // was reached at (issue 41). Read on the server only, where the check runs.
      origin: (origin, ctx) => isShopOrigin(origin, ctx.request.url, globalThis.process?.env.PUBLIC_URL),
    }),
    serverFnFailures,
  ],
  functionMiddleware: [serverFnValidation],
}))
