import { describe, expect, it } from 'vitest'
import {
  clearPendingAdd,
  parsePendingAdd,
  PENDING_ADD_KEY,
  PENDING_ADD_TTL_MS,
  pendingFor,
  readPendingAdd,
  savePendingAdd,
  type PendingAdd,
} from './pending-add'

// Issue 42: the visitor's click kept through the sign-in — read back only for its own page,
// only while fresh, and only as choices (anything else in the storage is ignored).
const click: PendingAdd = {
  source: 'product',
  slug: 'porta-trento',
  quantity: 2,
  variant_ids: [12, 21],
  extra_option_id: 41,
  at: 1_000_000,
}

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  }
}

describe('pending add', () => {
  it('round-trips through the storage and is gone once cleared', () => {
    const storage = memoryStorage()
    savePendingAdd(click, storage)
    expect(readPendingAdd('product', 'porta-trento', storage, click.at + 1000)).toEqual(click)
    clearPendingAdd(storage)
    expect(storage.getItem(PENDING_ADD_KEY)).toBeNull()
    expect(readPendingAdd('product', 'porta-trento', storage, click.at)).toBeNull()
  })

  it('belongs to its own page only', () => {
    const text = JSON.stringify(click)
    expect(pendingFor(text, 'product', 'porta-trento', click.at)).toEqual(click)
    expect(pendingFor(text, 'product', 'porta-milano', click.at)).toBeNull()
    expect(pendingFor(text, 'configurator', 'porta-trento', click.at)).toBeNull()
  })

  it('is forgotten after half an hour (and a click from the future is not trusted)', () => {
    const text = JSON.stringify(click)
    expect(pendingFor(text, 'product', 'porta-trento', click.at + PENDING_ADD_TTL_MS)).toEqual(click)
    expect(pendingFor(text, 'product', 'porta-trento', click.at + PENDING_ADD_TTL_MS + 1)).toBeNull()
    expect(pendingFor(text, 'product', 'porta-trento', click.at - 1)).toBeNull()
  })

  it('keeps a configured door', () => {
    const door = {
      ...click,
      source: 'configurator' as const,
      quantity: 1,
      variant_ids: [],
      extra_option_id: null,
      configuration: { model: 3, width_mm: 800, options: '4,9' },
    }
    expect(parsePendingAdd(JSON.stringify(door))).toEqual(door)
  })

  it('ignores what is not a pending add', () => {
    for (const bad of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...click, source: 'checkout' }),
      JSON.stringify({ ...click, slug: '../admin' }),
      JSON.stringify({ ...click, quantity: 0 }),
      JSON.stringify({ ...click, quantity: 1.5 }),
      JSON.stringify({ ...click, variant_ids: ['12'] }),
      JSON.stringify({ ...click, extra_option_id: -1 }),
      JSON.stringify({ ...click, configuration: { nested: { a: 1 } } }),
      JSON.stringify({ ...click, at: 'yesterday' }),
      // A price in the storage is not read: the server decides prices.
    ]) {
      expect(parsePendingAdd(bad), String(bad)).toBeNull()
    }
    expect(parsePendingAdd(JSON.stringify({ ...click, unit_price: 1 }))).toEqual(click)
  })
})
