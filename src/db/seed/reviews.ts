import { and, eq, inArray } from 'drizzle-orm'
import { orderLines, orders, productReviews, products, productTranslations, users } from '../schema'
import { splitVat } from '~/domains/cart/pricing'
import { provisionalOrderNumber } from '~/domains/orders/order-number.server'
import { recountRatings } from '~/domains/reviews/moderation.server'
import { report, type SeedContext } from './context'

// Demo reviews (decision 095), from customers whose orders holding the products were delivered
// and closed ('evaded'): the demo shop's product pages show real-looking reviews, the back
// office has some to check, and `laura.galli@example.it` may still review the glass door.
// Their orders are dated months before the seed and numbered by the shop's own counter at commit
// (the numbers stay gapless, decision 019).

const DAY = 86_400_000

type Reviewer = { email: string; name: string; locale: 'it' | 'en'; skus: string[]; daysAgo: number }
export const reviewers: Reviewer[] = [
  {
    email: 'davide.ferri@example.it',
    name: 'Davide Ferri',
    locale: 'it',
    skus: ['PI-LAM-080', 'PB-CL3-090'],
    daysAgo: 150,
  },
  {
    email: 'laura.galli@example.it',
    name: 'Laura Galli',
    locale: 'it',
    skus: ['PI-LAM-080', 'PI-VET-080'],
    daysAgo: 95,
  },
  {
    email: 'emily.clarke@example.co.uk',
    name: 'Emily Clarke',
    locale: 'en',
    skus: ['PI-LAM-080', 'PB-CL3-090'],
    daysAgo: 70,
  },
  {
    email: 'paolo.ricci@example.it',
    name: 'Paolo Ricci',
    locale: 'it',
    skus: ['PI-ROV-080', 'PI-LAM-080'],
    daysAgo: 40,
  },
]

type SeedReview = {
  email: string
  sku: string
  rating: number
  title: string
  text: string
  status: 'published' | 'pending' | 'hidden'
  reply?: string
}
const reviews: SeedReview[] = [
  {
    email: 'davide.ferri@example.it',
    sku: 'PI-LAM-080',
    rating: 5,
    status: 'published',
    title: 'Ottimo rapporto qualità-prezzo',
    text: 'Laminato robusto e ben rifinito, la cerniera regolabile ha reso il montaggio semplice. Chiude senza rumore.',
    reply: 'Grazie Davide! Ci fa piacere che il montaggio sia andato liscio.',
  },
  {
    email: 'davide.ferri@example.it',
    sku: 'PB-CL3-090',
    rating: 4,
    status: 'published',
    title: 'Solida, posa da professionisti',
    text: 'Porta blindata pesante e ben isolata. Consiglio la posa del vostro installatore: il telaio richiede precisione. Consegna puntuale.',
  },
  {
    email: 'laura.galli@example.it',
    sku: 'PI-LAM-080',
    rating: 4,
    status: 'published',
    title: 'Bella, imballo migliorabile',
    text: 'La porta è come in foto e scorre bene. Un angolo dell’imballo era ammaccato, ma la porta era intatta.',
    reply: 'Grazie Laura, abbiamo segnalato l’imballo al corriere e rinforzato gli angoli delle spedizioni.',
  },
  {
    email: 'emily.clarke@example.co.uk',
    sku: 'PI-LAM-080',
    rating: 5,
    status: 'published',
    title: 'Great door for the money',
    text: 'Ordered for our flat in Milan. Clear instructions, arrived in five working days and the finish looks more expensive than it is.',
  },
  {
    email: 'emily.clarke@example.co.uk',
    sku: 'PB-CL3-090',
    rating: 3,
    status: 'pending',
    title: 'Good door, slow delivery',
    text: 'The door itself is excellent and feels very secure, but delivery took two weeks longer than estimated.',
  },
  {
    email: 'paolo.ricci@example.it',
    sku: 'PI-ROV-080',
    rating: 5,
    status: 'published',
    title: 'Rovere vero, si sente',
    text: 'Essenza di rovere bellissima, venature uniformi. Il falegname che l’ha montata ha apprezzato la qualità del telaio.',
  },
  {
    email: 'paolo.ricci@example.it',
    sku: 'PI-LAM-080',
    rating: 2,
    status: 'hidden',
    title: 'Chiamatemi',
    text: 'Scrivetemi al 333 1234567 per la garanzia.',
  },
]

export async function seedReviews(ctx: SeedContext) {
  const { tx, now } = ctx
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        reviewers.map((r) => r.email),
      ),
    )
  if (existing.length > 0) return
  const [demo] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'cliente@soglia.test'))
  if (!demo) return
  const skus = [...new Set(reviewers.flatMap((r) => r.skus))]
  const rows = await tx
    .select({
      id: products.id,
      sku: products.sku,
      price: products.basePrice,
      weight: products.weightGrams,
      name: productTranslations.name,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'it')),
    )
    .where(inArray(products.sku, skus))
  const bySku = new Map(rows.map((p) => [p.sku, p]))
  const userIds = new Map<string, number>()
  for (const r of reviewers) {
    const lines = r.skus.map((s) => bySku.get(s)).filter((p) => p !== undefined)
    if (lines.length === 0) continue
    const [user] = await tx
      .insert(users)
      .values({
        email: r.email,
        name: r.name,
        role: 'user',
        passwordHash: demo.hash,
        emailVerifiedAt: new Date(now.getTime() - (r.daysAgo + 20) * DAY),
        locale: r.locale,
      })
      .returning({ id: users.id })
    userIds.set(r.email, user!.id)
    const placed = new Date(now.getTime() - (r.daysAgo + 14) * DAY)
    const delivered = new Date(now.getTime() - r.daysAgo * DAY)
    const total = lines.reduce((sum, p) => sum + p.price, 0)
    const { net, vat } = splitVat(total, 22)
    const [order] = await tx
      .insert(orders)
      .values({
        number: provisionalOrderNumber(placed),
        userId: user!.id,
        status: 'evaded',
        locale: r.locale,
        subtotal: total,
        total,
        vatTotal: vat,
        netTotal: net,
        customerName: r.name,
        customerEmail: r.email,
        customerRole: 'user',
        createdAt: placed,
        paidAt: placed,
        confirmedAt: placed,
        shippedAt: new Date(delivered.getTime() - 3 * DAY),
        deliveredAt: delivered,
      })
      .returning({ id: orders.id })
    await tx.insert(orderLines).values(
      lines.map((p) => ({
        orderId: order!.id,
        productId: p.id,
        sku: p.sku,
        name: p.name,
        quantity: 1,
        unitPrice: p.price,
        lineTotal: p.price,
        weightGrams: p.weight,
      })),
    )
  }
  report(ctx, 'reviewers with a delivered order', userIds.size)
  const orderOf = async (userId: number) =>
    (await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)))[0]?.id ?? null
  const touched = new Set<number>()
  for (const [i, r] of reviews.entries()) {
    const product = bySku.get(r.sku)
    const userId = userIds.get(r.email)
    if (!product || userId === undefined) continue
    const reviewer = reviewers.find((x) => x.email === r.email)!
    const written = new Date(now.getTime() - (reviewer.daysAgo - 5 - i) * DAY)
    await tx.insert(productReviews).values({
      productId: product.id,
      userId,
      orderId: await orderOf(userId),
      rating: r.rating,
      title: r.title,
      text: r.text,
      locale: reviewer.locale,
      status: r.status,
      moderatedAt: r.status === 'pending' ? null : new Date(written.getTime() + DAY),
      reply: r.reply ?? null,
      repliedAt: r.reply ? new Date(written.getTime() + DAY) : null,
      createdAt: written,
    })
    touched.add(product.id)
  }
  for (const id of touched) await recountRatings(tx, id)
  report(ctx, 'review', reviews.length)
}
