import type { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import { dateTime, int } from '../kit/format'
import { rowToForm } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { adminCampaigns } from './admin-campaigns.contract'

export type CampaignRow = z.output<typeof adminCampaigns.row>

export const campaignStatusName = (s: CampaignRow['status']) =>
  ({ draft: m.adm_nl_st_draft(), sending: m.adm_nl_st_sending(), sent: m.adm_nl_st_sent() })[s]

const fields: Field[] = [
  { name: 'subject', label: () => m.adm_nl_subject(), type: 'text', localized: true, wide: true },
  {
    name: 'body',
    label: () => m.adm_nl_body(),
    type: 'markdown',
    localized: true,
    optional: true,
    wide: true,
    hint: () => m.adm_nl_body_hint(),
  },
]

export const campaignsResource = defineResource<CampaignRow>({
  name: 'newsletter/campaigns',
  title: () => m.adm_nl_camp_title(),
  newTitle: () => m.adm_nl_camp_new(),
  label: (c) => c.title,
  api: '/admin/newsletter/campaigns',
  id: (c) => c.id,
  search: true,
  defaultSort: { key: 'updated_at', dir: 'desc' },
  filters: [
    {
      key: 'status',
      label: () => m.adm_nl_status(),
      type: 'select',
      options: () => (['draft', 'sending', 'sent'] as const).map((v) => ({ value: v, label: campaignStatusName(v) })),
    },
  ],
  columns: [
    { key: 'title', label: () => m.adm_nl_subject(), cell: (c) => <strong>{c.title}</strong> },
    {
      key: 'status',
      label: () => m.adm_nl_status(),
      cell: (c) => <span className={badgeStyle}>{campaignStatusName(c.status)}</span>,
      csv: (c) => c.status,
    },
    {
      key: 'recipients',
      label: () => m.adm_nl_recipients(),
      align: 'end',
      cell: (c) => int(c.counts.recipients),
      csv: (c) => c.counts.recipients,
    },
    {
      key: 'sent',
      label: () => m.adm_nl_sent(),
      align: 'end',
      cell: (c) => int(c.counts.sent),
      csv: (c) => c.counts.sent,
      wide: true,
    },
    {
      key: 'unsubscribed',
      label: () => m.adm_nl_unsub_since(),
      align: 'end',
      cell: (c) => int(c.counts.unsubscribed),
      csv: (c) => c.counts.unsubscribed,
      wide: true,
    },
    {
      key: 'updated_at',
      label: () => m.adm_nl_updated(),
      sortable: true,
      cell: (c) => dateTime(c.updated_at),
      wide: true,
    },
  ],
  fields,
  toForm: (r) => rowToForm(fields, r as never),
  csv: 'newsletter-campaigns',
})
