// The inspector protocol of a running server (started with `--inspect=host:port`): a CPU profile
// of exactly one load run (bench/ssr-profile.ts), or the V8 heap's figures each minute of a soak
// (bench/soak.ts --heap), without code in the server for either.
import type { Profile } from './cpu-profile.ts'

export async function inspectorSession(host: string, port: number) {
  const list = (await (await fetch(`http://${host}:${port}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string
  }>
  const ws = new WebSocket(list[0]!.webSocketDebuggerUrl)
  await new Promise((ok, fail) => {
    ws.onopen = ok
    ws.onerror = fail
  })
  let id = 0
  const pending = new Map<number, (result: unknown) => void>()
  ws.onmessage = (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result)
  }
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((ok) => {
      const n = ++id
      pending.set(n, ok as (r: unknown) => void)
      ws.send(JSON.stringify({ id: n, method, params }))
    })
  /** The value of an expression in the server's main context (JSON-serialisable). */
  const evaluate = async <T>(expression: string) =>
    (await send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true })).result.value
  return { send, evaluate, close: () => ws.close() }
}

export async function connectInspector(host: string, port: number) {
  const { send, close } = await inspectorSession(host, port)
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: 200 })
  return {
    start: () => send('Profiler.start'),
    stop: async () => (await send<{ profile: Profile }>('Profiler.stop')).profile,
    close,
  }
}
