import { createCsrfMiddleware, createStart } from '@tanstack/react-start'

// Defining a start instance drops the built-in CSRF check: put it back for server functions.
// The REST API is token-based (Authorization header), so cross-site requests carry no credential.
export const startInstance = createStart(() => ({
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
}))
