// Minimal types for the parts of autocannon 9 (CommonJS, ships no types) used by the bench scripts.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    sent?: number
    p2_5: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
    p99_99: number
    p99_999: number
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    title?: string
    bailout?: number
    requests?: Array<{
      method?: string
      path?: string
      setupRequest?: (request: { path: string }) => { path: string }
      onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void
    }>
  }

  export interface Result {
    title?: string
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    connections: number
    pipelining: number
    start: Date
    finish: Date
    statusCodeStats?: Record<string, { count: number }>
  }

  export interface Instance extends EventEmitter {
    stop(): void
  }

  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): Instance

  export default autocannon
}
