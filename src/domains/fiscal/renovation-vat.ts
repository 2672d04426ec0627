// VAT on an installation job on a home (issue 44 point 4, decision 099): which part of each line
// is taxed at 10 % and which at 22 %. Pure and client-safe: the quote builder, the order, the
// PDF and the FatturaPA XML all read the split from here, so they cannot disagree.
//
// The rules (sources and limits in the decision):
// - Ordinary and extraordinary maintenance (DPR 380/2001 art. 3 c. 1 lett. a, b) on a building
//   used mainly as a home: the whole job at 10 % (L. 488/1999 art. 7 c. 1 lett. b), except the
//   "beni significativi" of DM 29/12/1999 (doors and windows among them), whose value takes 10 %
//   only up to the value of the rest of the job; the excess is at 22 %.
// - Restoration and renovation (lett. c, d): 10 % on the whole job, no limit (DPR 633/72 Tab. A
//   III n. 127-quaterdecies).
// - Anything else (no declaration, not a home, goods without installation): 22 %.
// - The value of a bene significativo is what the parties agree, made of what it costs to make
//   or buy (materials and the labour to make it), never less than its purchase price, without the
//   seller's mark-up (L. 205/2017 art. 1 c. 19; circolare 15/E 2018): the mark-up belongs to the
//   service. A detached part with its own function (e.g. a mosquito net) is not part of it.
import { allocate, divideHalfUp } from '~/domains/cart/pricing'

export const REDUCED_RATE = 10
export const STANDARD_RATE = 22

/** significant: a bene significativo (door, window frame…); good: other goods and parts; service: labour, installation, disposal. */
export type JobLineKind = 'significant' | 'good' | 'service'

export type JobLine = {
  kind: JobLineKind
  /** The line's taxable amount, net of VAT, in cents. */
  net: number
  /** For a significant line, its value as a bene significativo (≤ net); the rest of the line is mark-up, part of the service. Missing: the whole line. */
  significantValue?: number
}

/** What the customer declares when accepting the job (the declaration is stored with the order). */
export type JobUse = 'maintenance' | 'renovation' | 'none'

export type RatePart = { rate: typeof REDUCED_RATE | typeof STANDARD_RATE; net: number }

export type RenovationVatSplit = {
  /** Per input line, in the same order: its parts by rate (one or two), Σ parts = the line's net. */
  lines: RatePart[][]
  /** Taxable amount per rate, 10 % first; only rates with an amount. */
  byRate: RatePart[]
  /** The value of the beni significativi, which the document must state apart. */
  significantValue: number
  /** The rest of the job: labour, other goods, the mark-up on the beni significativi. */
  restValue: number
}

const isAmount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0

/** Refuses what the rules cannot read: negative or fractional cents, a bene significativo worth more than its line. */
export function checkJobLines(lines: readonly JobLine[]): string | null {
  for (const [i, line] of lines.entries()) {
    if (!isAmount(line.net)) return `line ${i}: net must be whole non-negative cents`
    if (line.significantValue !== undefined) {
      if (line.kind !== 'significant') return `line ${i}: only a bene significativo has a significant value`
      if (!isAmount(line.significantValue) || line.significantValue > line.net)
        return `line ${i}: significant value must be whole cents within the line`
    }
  }
  return null
}

const valueOf = (line: JobLine) => (line.kind === 'significant' ? (line.significantValue ?? line.net) : 0)

/** The 10 %/22 % split of a job. Throws on lines `checkJobLines` refuses (callers validate first). */
export function renovationVatSplit(lines: readonly JobLine[], use: JobUse): RenovationVatSplit {
  const problem = checkJobLines(lines)
  if (problem) throw new RangeError(problem)
  const total = lines.reduce((n, l) => n + l.net, 0)
  const significantValue = lines.reduce((n, l) => n + valueOf(l), 0)
  const restValue = total - significantValue
  if (use === 'none' || use === 'renovation') {
    const rate = use === 'none' ? STANDARD_RATE : REDUCED_RATE
    return finish(
      lines.map((l) => [{ rate, net: l.net }]),
      significantValue,
      restValue,
    )
  }
  // The excess of the beni significativi over the rest of the job, shared over them in
  // proportion to their values (to the cent, largest remainder): no line's 22 % part passes its value.
  const excess = Math.max(0, significantValue - restValue)
  const shares = allocate(excess, lines.map(valueOf))
  return finish(
    lines.map((l, i) => [
      { rate: REDUCED_RATE, net: l.net - shares[i]! },
      { rate: STANDARD_RATE, net: shares[i]! },
    ]),
    significantValue,
    restValue,
  )
}

function finish(parts: RatePart[][], significantValue: number, restValue: number): RenovationVatSplit {
  const lines = parts.map((line) => {
    const kept = line.filter((p) => p.net > 0)
    return kept.length > 0 ? kept : [line[0]!]
  })
  const byRate = [REDUCED_RATE, STANDARD_RATE]
    .map((rate) => ({ rate, net: lines.flat().reduce((n, p) => n + (p.rate === rate ? p.net : 0), 0) }) as RatePart)
    .filter((r) => r.net > 0)
  return { lines, byRate, significantValue, restValue }
}

/** VAT on a rate's taxable amount, half up to the cent (FatturaPA's Imposta of a DatiRiepilogo). */
export const vatOn = (net: number, rate: number): number => divideHalfUp(net * rate, 100)
