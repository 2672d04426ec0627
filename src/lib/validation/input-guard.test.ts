import { describe, expect, it } from 'vitest'
import { decodeUtf8, findInputProblem, isBadText, jsonTooDeep, readBodyCapped } from './input-guard'

describe('input guard (issue 14)', () => {
  it.each(['\u0000', 'a\u0000b', '\uD800', 'x\uDC00', '\uDBFFx', '\u0007', '\u001B[31m', '\u007F', '\uFFFF'])(
    'refuses %j',
    (text) => {
      expect(isBadText(text)).toBe(true)
    },
  )

  it.each(['', 'Porta in rovere', 'riga 1\nriga 2\r\n\tfine', 'Öffnung 😀 façade', '\u00A0', '\uD83D\uDE00'])(
    'accepts %j',
    (text) => {
      expect(isBadText(text)).toBe(false)
    },
  )

  it('names the field, keys included, and bounds depth', () => {
    expect(findInputProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', reason: 'invalid_text' })
    expect(findInputProblem({ ['k\u0000']: 1 })).toEqual({ path: '_key', reason: 'invalid_text' })
    let deep: unknown = 'x'
    for (let i = 0; i < 40; i++) deep = [deep]
    expect(findInputProblem(deep)?.reason).toBe('too_deep')
    expect(findInputProblem({ n: 1e308, b: true, z: null })).toBeNull()
  })

  it('counts JSON depth on the text, strings and escapes aside', () => {
    expect(jsonTooDeep('['.repeat(33) + ']'.repeat(33))).toBe(true)
    expect(jsonTooDeep('['.repeat(32) + ']'.repeat(32))).toBe(false)
    expect(jsonTooDeep(JSON.stringify({ s: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[' }))).toBe(false)
  })

  it('decodes only valid UTF-8', () => {
    expect(decodeUtf8(new TextEncoder().encode('perché'))).toBe('perché')
    expect(decodeUtf8(new Uint8Array([0xc0, 0xaf]))).toBeNull()
    expect(decodeUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBeNull() // an encoded surrogate
    expect(decodeUtf8(new Uint8Array([0xe2, 0x82]))).toBeNull()
  })

  it('stops reading a body at the cap', async () => {
    const big = new Request('http://x/', { method: 'POST', body: new Uint8Array(2_000_000) })
    expect(await readBodyCapped(big, 1_000_000)).toBeNull()
    const small = new Request('http://x/', { method: 'POST', body: 'abc' })
    expect(new TextDecoder().decode((await readBodyCapped(small, 10))!)).toBe('abc')
  })
})
