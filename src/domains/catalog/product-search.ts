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
