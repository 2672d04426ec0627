import { describe, expect, it } from 'vitest'
import { estimatedDelivery } from '~/domains/shipping/shipping'
import { dueDate, isLate, subtractWorkingDays, weekOf } from './due-date'

// Decision 094, with a fixed clock: the due date is the promise minus the transit (the day the
// checkout's estimate assumed the goods leave), late is a due date before today in Rome.
const placedAt = new Date('2026-11-24T10:00:00Z') // a Tuesday

describe('the production due date', () => {
  it('is the promised day minus the transit: the lead time after the order, in working days', () => {
    const promise = estimatedDelivery(placedAt, 10, { min: 1, max: 3 })
    expect(promise.to).toBe('2026-12-14')
    // 8 December (Immacolata) is a holiday: not a working day on either side.
    expect(dueDate({ placedAt, leadTimeDays: 10, promisedBy: promise.to, transitDays: 3 })).toBe('2026-12-09')
  })

  it('keeps the promise when the catalogue’s lead time changed since', () => {
    const promise = estimatedDelivery(placedAt, 10, { min: 1, max: 3 })
    expect(dueDate({ placedAt, leadTimeDays: 30, promisedBy: promise.to, transitDays: 3 })).toBe('2026-12-09')
  })

  it('without a promise, is the lead time after the day it was placed', () => {
    expect(dueDate({ placedAt, leadTimeDays: 5, promisedBy: null, transitDays: null })).toBe('2026-12-01')
    expect(dueDate({ placedAt, leadTimeDays: 0, promisedBy: null, transitDays: null })).toBe('2026-11-24')
  })

  it('with a promise but no transit (the option was deleted), is never later than the promise', () => {
    expect(dueDate({ placedAt, leadTimeDays: 20, promisedBy: '2026-12-04', transitDays: null })).toBe('2026-12-04')
    expect(dueDate({ placedAt, leadTimeDays: 2, promisedBy: '2026-12-04', transitDays: null })).toBe('2026-11-26')
  })

  it('is never before the first working day of the order (placed on a Saturday, nothing to make)', () => {
    const saturday = new Date('2026-11-28T09:00:00Z')
    const promise = estimatedDelivery(saturday, 0, { min: 1, max: 3 })
    expect(dueDate({ placedAt: saturday, leadTimeDays: 0, promisedBy: promise.to, transitDays: 3 })).toBe('2026-11-30')
  })

  it('counts the order’s day in Rome: 23:30 UTC on 30 November is 1 December there', () => {
    expect(
      dueDate({ placedAt: new Date('2026-11-30T23:30:00Z'), leadTimeDays: 1, promisedBy: null, transitDays: null }),
    ).toBe('2026-12-02')
  })
})

describe('late', () => {
  it('is a due date before today in Rome; due today is not late', () => {
    expect(isLate('2026-12-09', new Date('2026-12-09T12:00:00Z'))).toBe(false)
    // 22:30 UTC is 23:30 in Rome: still the 9th.
    expect(isLate('2026-12-09', new Date('2026-12-09T22:30:00Z'))).toBe(false)
    // 23:30 UTC is already the 10th in Rome.
    expect(isLate('2026-12-09', new Date('2026-12-09T23:30:00Z'))).toBe(true)
    expect(isLate('2026-12-01', new Date('2026-12-09T12:00:00Z'))).toBe(true)
  })
})

describe('calendar helpers', () => {
  it('steps back over weekends and holidays', () => {
    expect(subtractWorkingDays(new Date('2026-12-09T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-12-07')
    expect(subtractWorkingDays(new Date('2026-12-09T00:00:00Z'), 0).toISOString().slice(0, 10)).toBe('2026-12-09')
  })

  it('names a week by its Monday', () => {
    expect(weekOf('2026-12-09')).toBe('2026-12-07')
    expect(weekOf('2026-12-07')).toBe('2026-12-07')
    expect(weekOf('2026-12-13')).toBe('2026-12-07')
    expect(weekOf('2027-01-01')).toBe('2026-12-28')
  })
})
