// Issue 14's limits reach the HTTP server through srvx's `node` option (decision 113), not a
// patched prototype: srvx hands them to http.createServer, which keeps them on the server.
import { serve } from 'srvx/node'
import { describe, expect, it } from 'vitest'
import {
  HEADERS_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  checkingInterval,
  nodeServerLimits,
} from './server-limits.server'

describe('the HTTP server limits', () => {
  it('are set on the server srvx creates', () => {
    const server = serve({
      fetch: () => new Response('ok'),
      manual: true,
      silent: true,
      gracefulShutdown: false,
      node: nodeServerLimits(),
    })
    server.node?.server?.setTimeout(IDLE_TIMEOUT_MS)
    const http = server.node?.server as import('node:http').Server & { connectionsCheckingInterval: number }
    expect(http.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(http.headersTimeout).toBe(Math.min(HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS))
    expect(http.connectionsCheckingInterval).toBe(checkingInterval())
    expect(http.timeout).toBe(IDLE_TIMEOUT_MS)
  })
})
