import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import Stripe from 'stripe'

// A stand-in for the few Stripe endpoints the shop uses (decision 030), on 127.0.0.1: the real
// SDK talks to it over HTTP. POST /v1/checkout/sessions answers a session whose `url` is a tiny
// checkout page here; paying on that page (or `complete(id)`) sends the signed
// `checkout.session.completed` webhook to the shop, then redirects to the session's success_url.

export type StandinSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  locale: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
}

/** Stripe's form encoding (`a[b][0][c]=1`) back into plain keys → values. */
const form = (body: string) => Object.fromEntries(new URLSearchParams(body))

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (data += c))
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` })
  res.end(JSON.stringify(body))
}

export type StandinOptions = {
  secretKey: string
  webhookSecret: string
  /** Where events go over HTTP… */
  webhookUrl?: string
  /** …or a function (integration tests hand it to the in-process API). Answers the HTTP status. */
  deliver?: (payload: string, signature: string) => Promise<number>
  port?: number
}

export async function startStripeStandin(options: StandinOptions) {
  const sessions = new Map<string, StandinSession>()
  const requests: Array<{ method: string; path: string; params: Record<string, string> }> = []
  const deliveries: Array<{ eventId: string; status: number }> = []
  const signer = new Stripe(options.secretKey)
  let base = ''

  /** Sends the signed event for a paid session (again, for a replay) and returns the shop's status. */
  async function sendCompleted(session: StandinSession, eventId = `evt_${randomBytes(12).toString('hex')}`) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: { object: session },
    })
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret })
    const status = options.deliver
      ? await options.deliver(payload, header)
      : (
          await fetch(options.webhookUrl!, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': header },
            body: payload,
          })
        ).status
    deliveries.push({ eventId, status })
    return { status, eventId, payload, header }
  }

  async function complete(id: string) {
    const session = sessions.get(id)
    if (!session) throw new Error(`no session ${id}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    return sendCompleted(session)
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base)
      const body = await read(req)
      const params = form(body)
      requests.push({ method: req.method ?? '', path: url.pathname, params })
      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${options.secretKey}`)
          return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const id = `cs_test_${randomBytes(12).toString('hex')}`
          const metadata: Record<string, string> = {}
          for (const [k, v] of Object.entries(params)) {
            const m = /^metadata\[(\w+)\]$/.exec(k)
            if (m) metadata[m[1]!] = v
          }
          const session: StandinSession = {
            id,
            object: 'checkout.session',
            mode: params.mode ?? 'payment',
            status: 'open',
            payment_status: 'unpaid',
            amount_total:
              Number(params['line_items[0][price_data][unit_amount]'] ?? 0) *
              Number(params['line_items[0][quantity]'] ?? 1),
            currency: params['line_items[0][price_data][currency]'] ?? 'eur',
            client_reference_id: params.client_reference_id ?? null,
            customer_email: params.customer_email ?? null,
            locale: params.locale ?? null,
            metadata,
            success_url: params.success_url ?? '',
            cancel_url: params.cancel_url ?? '',
            url: `${base}/pay/${id}`,
          }
          sessions.set(id, session)
          return json(res, 200, session)
        }
        const found = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(url.pathname)
        if (req.method === 'GET' && found) {
          const session = sessions.get(found[1]!)
          return session
            ? json(res, 200, session)
            : json(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
        }
        return json(res, 404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
          },
        })
      }
      const page = /^\/pay\/(\w+)$/.exec(url.pathname)
      const session = page ? sessions.get(page[1]!) : undefined
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
        return
      }
      if (req.method === 'POST') {
        await complete(session.id)
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end()
        return
      }
      const euros = (session.amount_total / 100).toFixed(2)
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title></head>` +
            `<body><main><h1>Test checkout</h1><p>Amount: <span data-testid="amount">${euros}</span> ${session.currency.toUpperCase()}</p>` +
            `<form method="post"><button type="submit">Pay</button></form><p><a href="${session.cancel_url}">Cancel</a></p></main></body></html>`,
        )
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    sessions,
    requests,
    deliveries,
    complete,
    sendCompleted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
