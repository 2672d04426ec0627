import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage, adminTo } from '../../kit/admin-page'
import { adminRequest } from '../../kit/data-provider'
import { ResourceForm } from '../../kit/resource-form'
import { pageTitleStyle, sectionStyle } from '../../kit/styles'
import { toast } from '../../kit/toasts'
import { subscriberFields } from '../newsletter.resource'
import { ImportPanel } from './import-panel'

const today = () => new Date().toISOString().slice(0, 10)

/** Adding one subscriber who consented outside the site, or many from a CSV file (decision 104). */
export function SubscriberAdd() {
  const navigate = useNavigate()
  const client = useQueryClient()
  return (
    <AdminPage
      title={m.adm_nl_add_title()}
      intro={m.adm_nl_add_intro()}
      back={{ to: 'newsletter', label: m.adm_nl_title() }}
    >
      <section className={sectionStyle} aria-labelledby="nl-add-one">
        <h2 id="nl-add-one" className={pageTitleStyle}>
          {m.adm_nl_add_one()}
        </h2>
        <ResourceForm
          fields={subscriberFields}
          mode="create"
          initial={{ email: '', locale: 'it', consent_source: '', consent_at: today() }}
          submitLabel={m.adm_create()}
          onCancel={() => void navigate({ to: adminTo('newsletter') })}
          send={async (body) => {
            await adminRequest('POST', '/admin/newsletter/subscribers', { body })
            await client.invalidateQueries({ queryKey: ['/admin/newsletter/subscribers'] })
            toast.success(m.adm_nl_added())
            await navigate({ to: adminTo('newsletter') })
          }}
        />
      </section>
      <ImportPanel />
    </AdminPage>
  )
}
