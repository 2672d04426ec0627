import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { useConfirm } from '../../kit/confirm'
import { SelectInput, TextInput } from '../../kit/controls'
import { AdminRequestError, adminRequest, useAdminQuery } from '../../kit/data-provider'
import { int } from '../../kit/format'
import { localeName } from '../../kit/locale-tabs'
import { buttonStyle, mutedText, pageTitleStyle, sectionStyle } from '../../kit/styles'
import { toast } from '../../kit/toasts'
import { campaignStatusName, type CampaignRow } from '../campaigns.resource'

const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })
const languages = () => locales.map((value) => ({ value, label: localeName(value) }))

/** A campaign's counts, its e-mail as received, the test send and the one send (decision 104). */
export function CampaignPanel({ campaign }: { campaign: CampaignRow }) {
  const client = useQueryClient()
  const { ask, dialog } = useConfirm()
  const [lang, setLang] = useState<Locale>('it')
  const [testTo, setTestTo] = useState('')
  const [testErrors, setTestErrors] = useState<Record<string, string[]>>({})
  const preview = useAdminQuery<{ data: { subject: string; html: string } }>(
    ['/admin/newsletter/campaigns', campaign.id, 'preview', lang, campaign.updated_at],
    `/admin/newsletter/campaigns/${campaign.id}/preview`,
    { lang },
  )
  const audience = useAdminQuery<{ data: { confirmed: number } }>(
    ['/admin/newsletter/campaigns', 'audience'],
    '/admin/newsletter/campaigns/audience',
  )
  const c = campaign.counts
  const testSend = async () => {
    setTestErrors({})
    try {
      await adminRequest('POST', `/admin/newsletter/campaigns/${campaign.id}/test`, {
        body: { email: testTo, locale: lang },
      })
      toast.success(m.adm_nl_test_done({ email: testTo }))
    } catch (e) {
      if (e instanceof AdminRequestError) setTestErrors(e.fields ?? { email: [e.message] })
      else toast.error(m.error_generic_text())
    }
  }
  const confirmed = audience.data?.data.confirmed ?? 0
  return (
    <>
      <section className={sectionStyle} aria-labelledby="camp-status">
        <h2 id="camp-status" className={pageTitleStyle}>
          {campaignStatusName(campaign.status)}
        </h2>
        <p data-counts>
          {m.adm_nl_recipients()}: {int(c.recipients)} · {m.adm_nl_sent()}: {int(c.sent)} · {m.adm_nl_failed()}:{' '}
          {int(c.failed)} · {m.adm_nl_unsub_since()}: {int(c.unsubscribed)}
        </p>
        {campaign.status === 'draft' ? (
          <div className={row}>
            <p className={mutedText}>{m.adm_nl_audience({ count: confirmed })}</p>
            <button
              type="button"
              className={buttonStyle.primary}
              data-action="campaign-send"
              disabled={!audience.data}
              onClick={() =>
                ask({
                  title: m.adm_nl_send_confirm_title(),
                  text: m.adm_nl_send_confirm({ count: confirmed }),
                  confirmLabel: m.adm_nl_send(),
                  run: async () => {
                    try {
                      const { data } = await adminRequest<{ data: { recipients: number } }>(
                        'POST',
                        `/admin/newsletter/campaigns/${campaign.id}/send`,
                      )
                      toast.success(m.adm_nl_send_done({ count: data.recipients }))
                    } catch (e) {
                      toast.error(e instanceof Error ? e.message : m.error_generic_text())
                    }
                    await client.invalidateQueries({ queryKey: ['/admin/newsletter/campaigns'] })
                  },
                })
              }
            >
              {m.adm_nl_send()}
            </button>
          </div>
        ) : (
          <p className={mutedText}>{m.adm_nl_send_locked()}</p>
        )}
      </section>
      <section className={sectionStyle} aria-labelledby="camp-preview">
        <h2 id="camp-preview" className={pageTitleStyle}>
          {m.adm_nl_preview_title()}
        </h2>
        <SelectInput
          label={m.adm_nl_preview_lang()}
          name="preview_lang"
          value={lang}
          onChange={(v) => setLang(v as Locale)}
          options={languages()}
        />
        {preview.data && (
          <>
            <p>
              <strong>{m.adm_nl_subject()}:</strong> {preview.data.data.subject}
            </p>
            <iframe
              title={m.adm_nl_preview_title()}
              sandbox=""
              srcDoc={preview.data.data.html}
              className={css({
                w: 'full',
                h: '420px',
                border: '1px solid',
                borderColor: 'border',
                borderRadius: 'lg',
                bg: 'white',
              })}
            />
          </>
        )}
        <h3 className={css({ fontWeight: 'bold' })}>{m.adm_nl_test_title()}</h3>
        <div className={row}>
          <TextInput
            label={m.adm_nl_test_email()}
            name="email"
            value={testTo}
            onChange={setTestTo}
            errors={testErrors}
          />
          <button
            type="button"
            className={buttonStyle.secondary}
            onClick={testSend}
            disabled={!testTo.trim()}
            data-action="campaign-test"
          >
            {m.adm_nl_test_send()}
          </button>
        </div>
      </section>
      {dialog}
    </>
  )
}
