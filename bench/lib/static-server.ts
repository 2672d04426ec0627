// The benchmark's baseline (forked by bench/ssr.ts): a plain node:http server that answers
// with the response bytes it receives over IPC, from memory. It runs in its own process so it
// shares no event loop with the load generator, and exits when the benchmark goes away.
import { createServer } from 'node:http'

type WireEntry = { path: string; contentType: string; body: string }

process.on('disconnect', () => process.exit(0))
process.once('message', (msg: { port: number; entries: WireEntry[] }) => {
  const entries = new Map<string, { contentType: string; body: Buffer }>()
  for (const e of msg.entries) entries.set(e.path, { contentType: e.contentType, body: Buffer.from(e.body, 'base64') })
  const server = createServer((req, res) => {
    const hit = entries.get(req.url ?? '')
    if (!hit) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
      return
    }
    res.writeHead(200, { 'content-type': hit.contentType, 'content-length': hit.body.length })
    res.end(hit.body)
  })
  server.on('error', (e) => {
    process.send?.({ error: String(e) })
    process.exit(1)
  })
  server.listen(msg.port, '127.0.0.1', () => process.send?.({ ready: true }))
})
