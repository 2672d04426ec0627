// Load-test figures shared by the benchmarks: an autocannon run summarized with float-ms
// percentiles, and a plain-text table for the terminal.
import type { Result } from 'autocannon'

export type Summary = {
  reqPerSec: number
  /** From every 2xx response time (float ms). */
  latencyMs: { p50: number; p90: number; p99: number; avg: number; max: number }
  /** autocannon's own histogram (whole milliseconds). */
  autocannonLatencyMs: { p50: number; p99: number; avg: number; max: number }
  requests: number
  bytesPerSec: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}

export type Run = { result: Result; latencies: Float64Array }

export const percentile = (sorted: Float64Array, q: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]! : 0

export const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits

export function summarize({ result: r, latencies }: Run): Summary {
  const statusCodes: Record<string, number> = {}
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(count)
  const sum = latencies.reduce((a, b) => a + b, 0)
  return {
    reqPerSec: r.requests.average,
    latencyMs: {
      p50: round(percentile(latencies, 0.5)),
      p90: round(percentile(latencies, 0.9)),
      p99: round(percentile(latencies, 0.99)),
      avg: round(latencies.length ? sum / latencies.length : 0),
      max: round(latencies.at(-1) ?? 0),
    },
    autocannonLatencyMs: { p50: r.latency.p50, p99: r.latency.p99, avg: r.latency.average, max: r.latency.max },
    requests: r.requests.total,
    bytesPerSec: r.throughput.average,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  }
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
export const ms = (n: number) => (n >= 100 ? fmt(n, 0) : n >= 10 ? fmt(n, 1) : fmt(n, 2))

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  const sep = widths.map((w) => '-'.repeat(w)).join('  ')
  return [line(rows[0]!), sep, ...rows.slice(1).map(line)].join('\n')
}
