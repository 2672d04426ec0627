// A CPU profile of a running server over the inspector protocol (the server started with
// `--inspect=host:port`): lets bench/ssr-profile.ts profile exactly one load run, not start-up.
import type { Profile } from './cpu-profile.ts'

export async function connectInspector(host: string, port: number) {
  const list = (await (await fetch(`http://${host}:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>
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
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: 200 })
  return {
    start: () => send('Profiler.start'),
    stop: async () => (await send<{ profile: Profile }>('Profiler.stop')).profile,
    close: () => ws.close(),
  }
}
