import { describe, expect, it } from 'vitest'
import { answerJson, jsonOf, markKept } from './kept-json'

describe('kept JSON (decision 056)', () => {
  it('writes a kept value once, and any other value anew', () => {
    const kept = [{ id: 1, name: 'Porte interne' }]
    markKept(kept)
    const text = jsonOf(kept)
    expect(text).toBe(JSON.stringify(kept))
    expect(jsonOf(kept)).toBe(text)
    // What is not marked is never trusted: a change to it shows.
    const fresh = { id: 2 }
    expect(jsonOf(fresh)).toBe('{"id":2}')
    fresh.id = 3
    expect(jsonOf(fresh)).toBe('{"id":3}')
    expect(jsonOf('text')).toBe('"text"')
  })

  it('writes an answer around its kept data, exactly as JSON.stringify would', () => {
    const data = { site_name: 'Soglia', colors: { primary: '#387e84' }, note: '</script>' }
    markKept(data)
    expect(answerJson({ data })).toBe(JSON.stringify({ data }))
    expect(JSON.parse(answerJson({ data }))).toEqual({ data })
    // Other shapes (a list with its meta, an error) and unmarked data go through JSON.stringify.
    expect(answerJson({ data, meta: { total: 1 } })).toBe(JSON.stringify({ data, meta: { total: 1 } }))
    expect(answerJson({ data: [1, 2] })).toBe('{"data":[1,2]}')
    expect(answerJson(null)).toBe('null')
  })

  it('freezes a kept value under test, so a caller that would change it fails here', () => {
    const kept = { items: [{ id: 1, at: new Date(0) }], byId: new Map([[1, { name: 'x' }]]) }
    markKept(kept)
    expect(() => kept.items.push({ id: 2, at: new Date(0) })).toThrow(TypeError)
    expect(() => {
      kept.items[0]!.id = 3
    }).toThrow(TypeError)
    expect(() => {
      kept.byId.get(1)!.name = 'y'
    }).toThrow(TypeError)
  })
})
