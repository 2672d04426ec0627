// The authorization matrix's harmless inputs (authorization-matrix.test.ts): ids, slugs and
// bodies that reach each endpoint's access check without changing any real record.

// Harmless inputs: ids and slugs that do not exist.
export const paramSamples: Record<string, string> = {
  id: '999999',
  slug: 'matrice-inesistente',
  photo: '999999',
  opening: '0',
  token: 'matrice-token-inesistente-000000',
}

// Protected endpoints must receive a body that passes validation, because the dispatcher
// validates the body before it checks the token: with `{}` an anonymous caller would get a 422,
// not the 401 this test is about. Public endpoints get `{}` (422 counts as let through).
let serial = 0
/** A fresh number for names and e-mails that must be unique. */
export const nextSerial = () => ++serial
export const bodySamples: Record<string, () => unknown> = {
  'PATCH /account': () => ({ locale: 'it' }), // `{}` would change nothing
  'POST /account/addresses': () => ({
    recipient: 'Matrice Prova',
    street: 'Via Roma 1',
    postcode: '00184',
    city: 'Roma',
    province: 'RM',
  }),
  // An empty patch is refused before the role is looked at by the handler (issue 40).
  'PATCH /account/addresses/{id}': () => ({ label: 'Matrice' }),
  'POST /account/quotes': () => ({
    client: { name: 'Matrice Cliente', email: 'matrice-cliente@example.com' },
    markup_percent: 10,
    lines: [{ slug: 'matrice-inesistente', quantity: 1 }],
  }),
  'PUT /account/quotes/{id}': () => bodySamples['POST /account/quotes']!(),
  'POST /account/quotes/{id}/decision': () => ({ status: 'declined' }),
  'POST /account/quotes/{id}/order': () => ({
    delivery: { type: 'pickup' },
    shipping_option_id: null,
    billing: { document: 'receipt' },
    payment_method: 'bank_transfer',
    acknowledgements: { terms: true },
  }),
  'PUT /account/branding': () => ({ business_name: 'Matrice Serramenti' }),
  'POST /account/users': () => ({ name: 'Matrice Prova', email: `matrice-${nextSerial()}@example.com` }),
  'POST /admin/coupons': () => ({ code: `MATRICE${nextSerial()}`, discount_type: 'percentage', discount_value: 5 }),
  'POST /admin/shipping-options': () => ({
    code: `matrice-${nextSerial()}`,
    name: 'Matrice',
    min_weight_kg: 0,
    price: 100,
  }),
  'POST /admin/orders/{id}/events': () => ({ event: 'order.confirm' }),
  'PATCH /admin/orders/{id}': () => ({ first_discount_bp: 0 }),
  'POST /admin/orders/quote': () => ({ customer_id: 999999, lines: [] }),
  'POST /admin/orders/{id}/fiscal-documents': () => ({ kind: 'receipt' }),
  'POST /admin/users': () => ({
    name: 'Matrice Admin',
    email: `matrice-admin-${nextSerial()}@example.com`,
    role: 'user',
    password: 'matrice-2026',
  }),
  'POST /orders': () => ({
    lines: [{ slug: 'matrice-inesistente', quantity: 1 }],
    delivery: { type: 'pickup' },
    shipping_option_id: null,
    billing: { document: 'receipt' },
    payment_method: 'bank_transfer',
    acknowledgements: { terms: true },
    expected_total: 0,
  }),
  'POST /admin/orders': () => ({ ...(bodySamples['POST /orders']!() as object), customer_id: 999999 }),
  // A wrong password: let through (422), and no demo account is deleted.
  'POST /account/delete': () => ({ password: 'not-the-password', confirm: true }),
  'PUT /cart': () => ({ items: [] }),
  'PUT /account/newsletter': () => ({ subscribed: false }),
  'POST /admin/products/{id}/reprice': () => ({ percent: 5 }),
  'POST /admin/categories/{id}/move': () => ({ direction: 'up' }),
  'POST /products': () => ({
    sku: `MATRICE-${nextSerial()}`,
    category_id: 999999,
    base_price: 100,
    reseller_price: 100,
    other_price: 100,
    translations: { it: { name: 'Matrice', slug: `matrice-${serial}` } },
  }),
  'PATCH /products/{id}': () => ({ active: true }),
  'POST /categories': () => ({ translations: { it: { name: 'Matrice', slug: `matrice-categoria-${nextSerial()}` } } }),
  'PATCH /categories/{id}': () => ({ featured: false }),
  'POST /attributes': () => ({ code: `matrice-${nextSerial()}`, name: { it: 'Matrice' } }),
  'PATCH /attributes/{id}': () => ({ filterable: true }),
  'POST /admin/pages': () => ({
    status: 'draft',
    translations: { it: { title: 'Matrice', slug: `matrice-${nextSerial()}`, body: '' } },
  }),
  'POST /admin/newsletter/subscribers': () => ({
    email: `matrice-nl-${nextSerial()}@example.com`,
    locale: 'it',
    consent_source: 'modulo cartaceo',
    consent_at: '2026-01-10',
  }),
  'POST /admin/newsletter/subscribers/import': () => ({ csv: 'matrice@example.com,it,fiera,2026-01-10' }),
  'POST /admin/newsletter/campaigns': () => ({ translations: { it: { subject: 'Matrice', body: '' } } }),
  'PATCH /admin/newsletter/campaigns/{id}': () => ({ translations: { it: { subject: 'Matrice', body: '' } } }),
  'POST /admin/newsletter/campaigns/{id}/test': () => ({ email: 'matrice@example.com', locale: 'it' }),
  'POST /admin/blog-posts': () => ({
    status: 'draft',
    translations: { it: { title: 'Matrice', slug: `matrice-${nextSerial()}`, body: '' } },
  }),
  'POST /admin/faq': () => ({
    group_code: 'matrice',
    published: false,
    translations: { it: { title: 'Matrice?', group_label: 'Matrice', answer: 'Sì.' } },
  }),
  'POST /admin/slides': () => ({
    image: '/images/slides/matrice.jpg',
    active: false,
    translations: { it: { title: 'Matrice' } },
  }),
  'POST /admin/promotions': () => ({
    discount_type: 'percentage',
    discount_value: 5,
    active: false,
    translations: { it: { title: 'Matrice' } },
  }),
  'PATCH /admin/media/{id}': () => ({ alt: {} }),
  'POST /admin/markdown/preview': () => ({ markdown: '**Matrice**' }),
  'PUT /admin/configurator/options': () => ({ steps: [] }),
  'POST /admin/collections': () => ({ name_it: 'Matrice', slug_it: `matrice-${nextSerial()}` }),
  'PATCH /admin/collections/{id}': () => ({ published: true }),
  'PUT /admin/configurator/rules': () => ({ rules: [] }),
  'PATCH /admin/configurator/models/{id}': () => ({
    names: { it: 'Matrice' },
    descriptions: {},
    collection_id: null,
    pricing_mode: 'per_m2',
    price_m2: { base: 1, reseller: 1, other: 1 },
    min_billable_area_mm2: 0,
    size_rows: [],
    min_width_mm: 600,
    max_width_mm: 1000,
    min_height_mm: 2000,
    max_height_mm: 2400,
    step_mm: 10,
    default_width_mm: 800,
    default_height_mm: 2100,
    preview_style: 'flush',
    active: true,
  }),
  'POST /cart/merge': () => ({ items: [] }),
  'POST /products/{slug}/reviews': () => ({ rating: 5, title: 'Matrice', text: 'Una recensione di prova.' }),
  'PATCH /admin/reviews/{id}': () => ({ status: 'hidden' }),
  'POST /admin/quote-requests/{id}/events': () => ({ type: 'quote.measure' }),
  'PUT /admin/quote-requests/{id}/quote': () => ({
    lines: [{ kind: 'free', description: 'Posa', quantity: 1, unit_cents: 100, vat_rate: 10 }],
    expires_on: '2099-12-31',
  }),
  'POST /quotes/{token}/changes': () => ({ message: 'Matrice' }),
  'POST /admin/quote-requests/{id}/quote/measured-lines': () => ({ model_id: 999999 }),
  'POST /visits/{token}/move': () => ({ time_windows: ['tue_morning'] }),
  'POST /account/quote-requests/{id}/visit-move': () => ({ time_windows: ['tue_morning'] }),
  'POST /quotes/{token}/accept': () => ({ acknowledgements: { terms: true } }),
}
