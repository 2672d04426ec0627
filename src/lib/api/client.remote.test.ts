import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginThrottle } from '~/db/schema'
import { login } from '~/domains/auth/auth.contract'
import { getSettings } from '~/domains/settings/settings.contract'
import { pickClientIp } from '~/lib/http/client-ip.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { ApiError } from './errors'

// API_URL mode: the storefront's client talks HTTP to a separate API process. Here that process
// is the real API handler on a real database behind a real HTTP server, trusting the proxy
// header as an API behind a storefront would (TRUST_PROXY).

let database: TestDatabase
let server: Server
let callApi: typeof import('./client.server').callApi

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  const api = createTestApi(database.db)
  server = createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req, 'http://api.test')
      const ip = pickClientIp(
        req.socket.remoteAddress ?? null,
        req.headers['x-forwarded-for'] as string | undefined,
        true,
      )
      const response = await api.handler(request, { ip })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  // The configuration is read once per process (per test file here): set it before the client loads.
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`
  ;({ callApi } = await import('./client.server'))
}, 60_000)

afterAll(async () => {
  delete process.env.API_URL
  server?.close()
  await database?.close()
})

describe('the API client with API_URL', () => {
  it('reads data over HTTP in the asked locale', async () => {
    const { data } = await callApi(getSettings, { locale: 'en' })
    expect(data.site_name).toBeTruthy()
    expect(data.cart_iva).toBe(22)
  })

  it('turns error bodies into ApiError with the translated message', async () => {
    const failure = await callApi(login, {
      locale: 'en',
      body: { email: 'cliente@soglia.test', password: 'not-the-password' },
    }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401, code: 'invalid_credentials' })
  })

  it("forwards the visitor's address, so per-IP limits count visitors, not the storefront", async () => {
    await callApi(login, {
      locale: 'it',
      ip: '198.51.100.9',
      body: { email: 'nobody@soglia.test', password: 'not-the-password' },
    }).catch(() => {})
    const keys = (await database.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key)
    expect(keys).toContain('ip:198.51.100.9')
  })
})
