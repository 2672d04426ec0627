// The key of a seeded text's translations: the Italian text's first words (so a reader sees
// what it translates) and a hash of the whole text (so an edited Italian text no longer finds
// its stale translations, and the completeness test names it).

const words = (it: string) =>
  it
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join('-')

/** FNV-1a, 32 bits: small, synchronous, the same in every runtime. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

export const translationKey = (it: string) => `${words(it)}-${fnv1a(it).slice(0, 6)}`
