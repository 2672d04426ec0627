import { eq } from 'drizzle-orm'
import { faqEntries, faqEntryTranslations } from '~/db/schema'
import { contentRoutes, sent } from '../content/content-routes.server'
import { adminFaq } from './admin-faq.contract'

type Text = { title: string; group_label: string; answer: string }
type Base = { group_code: string; sort_order?: number; published?: boolean }

export const adminFaqRoutes = contentRoutes<Base, Text>(adminFaq, {
  table: faqEntries,
  // The kit lists and searches every content type by a title: the FAQ's is its question.
  texts: {
    table: faqEntryTranslations,
    owner: faqEntryTranslations.entryId,
    ownerKey: 'entryId',
    title: faqEntryTranslations.question,
    titleKey: 'question',
  },
  toValues: (b) =>
    sent<Base>(b, {
      group_code: (v) => ['groupCode', v],
      sort_order: (v) => ['sortOrder', v],
      published: (v) => ['published', v],
    }),
  fromRow: (r) => {
    const e = r as unknown as typeof faqEntries.$inferSelect
    return { group_code: e.groupCode, sort_order: e.sortOrder, published: e.published }
  },
  textIn: (t) => ({ question: t.title, groupLabel: t.group_label, answer: t.answer }),
  textOut: (r) => ({ title: String(r.question), group_label: String(r.groupLabel), answer: String(r.answer) }),
  filters: (q) => (q.group_code ? [eq(faqEntries.groupCode, String(q.group_code))] : []),
  sorts: { sort_order: faqEntries.sortOrder, group_code: faqEntries.groupCode, id: faqEntries.id },
  fallbackSort: 'sort_order',
})
