// Paging limits of the API, client-safe and without zod (decision 015); common.schemas.ts
// builds the query schemas from them.

/** Page numbers beyond the last page answer an empty list; beyond this they are refused. */
export const MAX_PAGE = 10_000
export const MAX_PER_PAGE = 100
