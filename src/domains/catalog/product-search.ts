/**
 * Most products a search considers (decision 014). Reading a match costs a visit to its
 * translation row (the GIN index gives row addresses, not product ids or ranks): 25,000 hits
 * of "porta" cost ~200 ms of heap reads on PostgreSQL and seconds under load, so a search
 * stops after this many matches. Up to the cap, counts, relevance and facets are exact; past
 * it the listing says "1,000+" and ranks, filters and counts within the first matches found.
 */
export const MATCH_CAP = 1000

/** Most words a search uses; the rest of a long query is ignored. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40

/**
 * A visitor's search as `to_tsquery` text: its words (letters and digits only, so no query
 * operator can slip in) joined with AND, the last one as a prefix (`porta & blind:*`) so results
 * follow the typing. Accents are folded and words stemmed in SQL. Null when there is no word.
 */
export function toTsQueryText(q: string | undefined): string | null {
  const terms = (q ?? '')
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((t) => t.slice(0, MAX_TERM_LENGTH))
  if (terms.length === 0) return null
  return terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' & ')
}
