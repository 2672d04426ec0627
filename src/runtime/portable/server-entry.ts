import { useNitroApp as nitroApp } from 'nitro/app'
import type { ServerOptions } from 'srvx'
import { stopOnSignals, type StoppableServer } from '../../server/lifecycle/shutdown.server'
import { frontMiddleware } from './front-middleware'

// What the Node and Deno server entries share (node/server-entry.ts, deno/server-entry.ts;
// decision 087): nitro's own preset entries without websockets or scheduled tasks (the shop
// has neither), and with srvx's graceful close switched off — it closes the listener the
// moment SIGTERM arrives, resetting every connection whose request was not read yet. The shop's
// shutdown (shutdown.server.ts) drains first, then closes the server itself.

/** The port, address and TLS files nitro's entries read, the app's fetch and what runs before it. */
export function serverOptions(): ServerOptions {
  const port = Number.parseInt(process.env.NITRO_PORT ?? process.env.PORT ?? '', 10)
  const cert = process.env.NITRO_SSL_CERT
  const key = process.env.NITRO_SSL_KEY
  return {
    port: Number.isNaN(port) ? 3000 : port,
    hostname: process.env.NITRO_HOST || process.env.HOST,
    tls: cert && key ? { cert, key } : undefined,
    fetch: nitroApp().fetch,
    middleware: frontMiddleware(),
    gracefulShutdown: false,
  }
}

/** The shop's shutdown on SIGTERM/SIGINT, and nitro's logging of errors nothing caught. */
export function runServer(server: StoppableServer): void {
  stopOnSignals(server)
  const capture = (type: string) => (error: unknown) => {
    console.error(`[${type}]`, error)
    nitroApp().captureError?.(error as Error, { tags: [type] })
  }
  process.on('unhandledRejection', capture('unhandledRejection'))
  process.on('uncaughtException', capture('uncaughtException'))
}
