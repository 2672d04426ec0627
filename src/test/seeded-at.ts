/**
 * The time every test database is seeded at (decision 061), whatever the day the tests run:
 * the seasonal promotions and coupons are placed from it in 2026 (Black Friday 20–30 November,
 * windows 1 November–31 December, Christmas 1–24 December, the spring handles ended on 30 April;
 * SCONTO50 valid through 2026, SCADUTO ended in 2025), the shop's opening promotion runs from it
 * for eight weeks, and the price history is dated back from it. A test that reads prices or
 * promotions pins its API clock too (`createTestApi`'s `clock`), since those follow the hour of
 * each request.
 */
export const SEEDED_AT = new Date('2026-11-24T10:00:00Z')
