// The request form's fields as the API's body (decision 097), read the same way whether the
// page's script sends it or the browser posts the form itself (no JavaScript). Client-safe.

type FormLike = { get: (name: string) => unknown; getAll: (name: string) => unknown[] }

export function quoteBodyOf(form: FormLike, photos: string[]) {
  const text = (k: string) => {
    const v = form.get(k)
    return typeof v === 'string' ? v.trim() : ''
  }
  const texts = (k: string) => form.getAll(k).filter((v): v is string => typeof v === 'string')
  return {
    kinds: texts('kinds'),
    openings: Number(text('openings') || 'NaN'),
    items: texts('items').map((slug) => ({ product_slug: slug })),
    photos,
    address: { street: text('street'), postcode: text('postcode'), city: text('city'), province: text('province') },
    time_windows: texts('time_windows'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    note: text('note') || null,
    privacy: form.get('privacy') === 'on',
    website: text('website') || undefined,
  }
}

/** `?result=` after a post without JavaScript. */
export const nativeQuoteOutcomes = ['invalid', 'photo', 'busy', 'error'] as const
export type NativeQuoteOutcome = (typeof nativeQuoteOutcomes)[number]
