import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, quoteRequests } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'
import { visitIcs } from './visit-mail.server'

// The customer asks to move a planned visit (decision 112), on the real database: from the visit
// e-mail's link or its own account; bad input gets structured 4xx, someone else's request is
// 404; the shop sees the ask and re-plans, which sends the same invitation (UID) with a higher
// SEQUENCE, retires the old link and clears the ask.
const { db, api, signIn, get, send } = seededApi()

let admin: string
let customer: string
let serial = 0
const askVisit = async (email: string, token?: string) => {
  const { data } = await json(
    await api().call('/quote-requests', {
      method: 'POST',
      token,
      ip: `198.51.100.${100 + ++serial}`,
      json: {
        kinds: ['doors'],
        openings: 1,
        address: { street: 'Via Po 3', postcode: '10123', city: 'Torino', province: 'TO' },
        time_windows: ['mon_morning'],
        name: 'Sara Bianchi',
        email,
        phone: '+39 011 123456',
        privacy: true,
      },
    }),
  )
  const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.number, data.number))
  return { id: row!.id, move: (body: unknown) => send('POST', `/admin/quote-requests/${row!.id}/events`, admin, body) }
}
const visitMails = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).filter((m) => m.template === 'visit_planned')
const linkOf = (text: string) => /\/sopralluogo\/([A-Za-z0-9_-]{40,})/.exec(text)![1]!

beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
  customer = await signIn('cliente@soglia.test')
})

describe('the customer asks to move the visit from the e-mail', () => {
  it('opens the link, asks for other half-days, the shop sees it and re-plans with a higher SEQUENCE', async () => {
    const email = 'sara-move@example.com'
    const { id, move } = await askVisit(email)
    const first = await json(
      await move({ type: 'quote.plan_visit', visit_at: '2026-12-15T09:00:00+01:00', technician: 'Marco Rossi' }),
    )
    expect(first.data).toMatchObject({ visit_sequence: 0, visit_move: null })
    const [mail] = await visitMails(email)
    const token = linkOf(mail!.text)
    const visit = await json(await get(`/visits/${token}`))
    expect(visit.data).toMatchObject({
      status: 'visit_planned',
      visit_at: '2026-12-15T08:00:00.000Z',
      technician: 'Marco Rossi',
      can_move: true,
      visit_move: null,
    })
    expect(visit.data).not.toHaveProperty('email')

    // Bad input: structured, translated field errors.
    const bad = await send('POST', `/visits/${token}/move`, undefined, { time_windows: [] })
    expect(bad.status).toBe(422)
    expect((await json(bad)).error.fields.time_windows).toEqual([expect.stringContaining('fascia')])
    expect((await send('POST', `/visits/${token}/move`, undefined, { time_windows: ['sun_night'] })).status).toBe(422)
    expect(
      (await send('POST', `/visits/${token}/move`, undefined, { time_windows: ['tue_morning'], extra: 1 })).status,
    ).toBe(422)
    expect(
      (await send('POST', `/visits/${'x'.repeat(43)}/move`, undefined, { time_windows: ['tue_morning'] })).status,
    ).toBe(404)

    const asked = await json(
      await send('POST', `/visits/${token}/move`, undefined, {
        time_windows: ['tue_afternoon', 'thu_morning'],
        note: 'Martedì dopo le 15',
      }),
    )
    expect(asked.data.visit_move).toMatchObject({
      time_windows: ['tue_afternoon', 'thu_morning'],
      note: 'Martedì dopo le 15',
    })
    const shop = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'ordini@soglia.example'))).find(
      (m) => m.template === 'visit_move_asked',
    )
    expect(shop!.text).toContain('Preferisce: Martedì · pomeriggio; Giovedì · mattina.')
    const seen = await json(await get(`/admin/quote-requests/${id}`, admin))
    expect(seen.data.visit_move).toMatchObject({ time_windows: ['tue_afternoon', 'thu_morning'] })
    expect((await json(await get(`/admin/quote-requests?q=sara-move`, admin))).data[0].visit_move).not.toBeNull()

    // Re-planned: the ask is cleared, SEQUENCE grows, a new link; the old one is retired.
    const again = await json(
      await move({
        type: 'quote.plan_visit',
        visit_at: '2026-12-16T15:00:00+01:00',
        visit_until: '2026-12-16T17:00:00+01:00',
      }),
    )
    expect(again.data).toMatchObject({ visit_sequence: 1, visit_move: null, visit_at: '2026-12-16T14:00:00.000Z' })
    const mails = await visitMails(email)
    expect(mails).toHaveLength(2)
    const newToken = linkOf(mails[1]!.text)
    expect(newToken).not.toBe(token)
    expect((await get(`/visits/${token}`)).status).toBe(404)
    expect((await json(await get(`/visits/${newToken}`))).data.visit_move).toBeNull()
    // The invitation the e-mail attaches: the same UID, the higher SEQUENCE (RFC 5545 update).
    const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, id))
    const ics = visitIcs(
      { ...row!, visitAt: row!.visitAt! },
      { site: 'Soglia', email: 'ordini@soglia.example', host: 'soglia.test' },
      'it',
      new Date(),
    )
    expect(ics).toContain(`UID:quote-request-${id}@soglia.test\r\n`)
    expect(ics).toContain('SEQUENCE:1\r\n')
    expect(ics).toContain('DTSTART:20261216T140000Z')

    // Measured: no more asking (the machine's ask_move only while planned).
    await move({ type: 'quote.measure' })
    const late = await send('POST', `/visits/${newToken}/move`, undefined, { time_windows: ['fri_morning'] })
    expect(late.status).toBe(409)
    expect((await json(late)).error).toMatchObject({
      code: 'invalid_transition',
      message: expect.stringContaining('contattaci'),
    })
    expect((await json(await get(`/visits/${newToken}`))).data.can_move).toBe(false)
  })
})

describe('the signed-in owner asks from its account', () => {
  it('moves its own request; anyone else’s is 404, a visitor 401', async () => {
    const { id, move } = await askVisit('cliente@soglia.test', customer)
    const path = `/account/quote-requests/${id}/visit-move`
    expect((await send('POST', path, customer, { time_windows: ['wed_morning'] })).status).toBe(409)
    await move({ type: 'quote.plan_visit', visit_at: '2026-12-17T09:00:00+01:00' })
    expect((await send('POST', path, undefined, { time_windows: ['wed_morning'] })).status).toBe(401)
    const other = await signIn('altro@soglia.test')
    expect((await send('POST', path, other, { time_windows: ['wed_morning'] })).status).toBe(404)
    const res = await send('POST', path, customer, { time_windows: ['wed_morning'] })
    expect(res.status).toBe(200)
    expect((await json(res)).data.visit_move.time_windows).toEqual(['wed_morning'])
    expect(
      (await json(await get('/account/quote-requests', customer))).data.find((r: { id: number }) => r.id === id)
        .visit_move.time_windows,
    ).toEqual(['wed_morning'])
  })

  it('holds back a flood of asks per request (429)', async () => {
    const { id, move } = await askVisit('cliente@soglia.test', customer)
    await move({ type: 'quote.plan_visit', visit_at: '2026-12-18T09:00:00+01:00' })
    const path = `/account/quote-requests/${id}/visit-move`
    for (let i = 0; i < 5; i++)
      expect((await send('POST', path, customer, { time_windows: ['sat_morning'] })).status).toBe(200)
    expect((await send('POST', path, customer, { time_windows: ['sat_morning'] })).status).toBe(429)
  })
})
