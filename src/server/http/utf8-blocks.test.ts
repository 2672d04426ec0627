import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Utf8Blocks } from './utf8-blocks'

const utf8 = new TextEncoder()

describe('text collected as UTF-8 a block at a time (decision 072)', () => {
  it('gives the bytes of the whole text, however it is cut into pieces and blocks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary' }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 64 }),
        (pieces, blockChars) => {
          const blocks = new Utf8Blocks(blockChars)
          for (const piece of pieces) blocks.push(piece)
          expect(blocks.bytes()).toEqual(utf8.encode(pieces.join('')))
        },
      ),
    )
  })

  it('keeps a pair of surrogates split between two pieces whole', () => {
    const door = '🚪' // two UTF-16 units
    const blocks = new Utf8Blocks(3)
    for (const piece of ['ab' + door[0], door[1]!, 'c']) blocks.push(piece)
    expect(new TextDecoder().decode(blocks.bytes())).toBe('ab🚪c')
  })

  it('answers one block as it is, and nothing as no bytes', () => {
    const one = new Utf8Blocks()
    one.push('<!DOCTYPE html>')
    one.push('<p>699,00 €</p>')
    expect(new TextDecoder().decode(one.bytes())).toBe('<!DOCTYPE html><p>699,00 €</p>')
    expect(new Utf8Blocks().bytes()).toEqual(new Uint8Array(0))
  })
})
