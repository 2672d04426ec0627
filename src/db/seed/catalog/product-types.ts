import type { L10n } from '../context'
import type { AttributeRef } from './attributes'
import type { ExtraRef, VariantGroupSeed } from './options'

/** How the generator draws a product (scripts/generate-seed-images.ts). */
export type Art =
  | {
      kind: 'door'
      style:
        | 'flat'
        | 'panels-2'
        | 'panels-4'
        | 'grooves-h'
        | 'grooves-v'
        | 'inlay'
        | 'glass-full'
        | 'glass-strip'
        | 'glass-3'
      opening?: 'hinged' | 'pocket' | 'barn' | 'folding' | 'flush'
      glass?: 'satin' | 'clear' | 'decor'
      colour?: string
    }
  | { kind: 'security'; style: 'smooth' | 'routed' | 'raised' | 'boards' | 'glass'; leaves?: 1 | 2; colour?: string }
  | {
      kind: 'window'
      sashes: 1 | 2 | 3
      tall?: boolean
      sliding?: boolean
      fixed?: boolean
      tilt?: boolean
      slim?: boolean
      colour?: string
    }
  | { kind: 'shutter'; style: 'louvred' | 'solid' | 'roller' | 'screen'; colour?: string }
  | { kind: 'handle'; shape: 'round' | 'square' | 'classic' | 'window' | 'flush' | 'plate'; colour?: string }
  | { kind: 'hardware'; shape: 'hinge' | 'lock' | 'stop' | 'architrave' | 'track' }

export type ProductSeed = {
  sku: string
  /** Italian slug of the category. */
  category: string
  name: L10n
  short: L10n
  description: L10n
  /** Current public price, cents, VAT included. */
  price: number
  /** The price before an Omnibus-tracked reduction (higher than `price`). */
  previousPrice?: number
  /** Packed weight: what the courier weighs. */
  weightGrams: number
  /** Made-to-measure limits in millimetres: [min, max]. */
  size?: { width: [number, number]; height: [number, number] }
  /** A stock door's one size in millimetres (stored as equal limits; decision 098). */
  fixedSize?: { width: number; height: number }
  leadTimeDays: number
  featured?: boolean
  attrs: AttributeRef[]
  variants: VariantGroupSeed[]
  extras: ExtraRef[]
  art: Art
}

export const doorSize = { width: [500, 1200], height: [1900, 2500] } satisfies ProductSeed['size']
