import type { FrontMiddleware } from '../../server/http/front-middleware'
import { securityHeaders } from '../../server/http/security-headers.middleware'
import { lifecycleGate } from '../../server/lifecycle/gate.server'
import { earlyAnswers } from '../../server/page-cache/early-hook'

/**
 * What the Node and Deno servers run before nitro's fetch, through srvx's `middleware` option
 * (decision 113), the first outermost: the start-up gate and the in-flight count of the graceful
 * shutdown see every request (issue 41); then the security headers and CSP nonce on every answer
 * inside (decision 026); then the page cache's early hits, before h3 and TanStack Start render
 * (decision 016).
 */
export const frontMiddleware = (): FrontMiddleware[] => [lifecycleGate, securityHeaders(), earlyAnswers]
