import { hash as nativeHash, verify as nativeVerify } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { hashArgon2id, parsePhc, verifyArgon2id } from './argon2id'

// The edge runtimes' argon2id must read and write the hashes of the Node server's native one:
// an account made on Node signs in on Deno or Workers, and the other way round (decision 041).
describe('portable argon2id', () => {
  it('verifies a hash made by the native addon on Node, and refuses a wrong password', async () => {
    const phc = await nativeHash('porta blindata 42', { algorithm: 2 })
    expect(await verifyArgon2id(phc, 'porta blindata 42')).toBe(true)
    expect(await verifyArgon2id(phc, 'porta blindata 43')).toBe(false)
  })

  it('makes hashes the native addon verifies, with its defaults', async () => {
    const phc = await hashArgon2id('finestra-€-à')
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(await nativeVerify(phc, 'finestra-€-à')).toBe(true)
    expect(await nativeVerify(phc, 'finestra-€-a')).toBe(false)
  })

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashArgon2id('same'), hashArgon2id('same')])
    expect(a).not.toBe(b)
  })

  it('answers false for what is not an argon2id PHC string, and for absurd costs', async () => {
    expect(await verifyArgon2id('!invited', 'x')).toBe(false)
    expect(await verifyArgon2id('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA', 'x')).toBe(
      false,
    )
    expect(await verifyArgon2id('$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA', 'x')).toBe(
      false,
    )
    expect(parsePhc('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA')).toMatchObject({
      m: 19456,
      t: 2,
      p: 1,
    })
  })
})
