import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminRequest, useAdminMutation } from '../kit/data-provider'
import { ResourceForm } from '../kit/resource-form'
import { introStyle, sectionStyle } from '../kit/styles'
import { toast } from '../kit/toasts'
import type { SettingsSection } from './settings-sections'
import { remapErrors, sectionBody, sectionInitial } from './settings-values'

export const SETTINGS_API = '/admin/settings'

/** Sends part of the settings; the settings query is read again after a success. */
export function useSaveSettings() {
  return useAdminMutation(
    (body: Record<string, unknown>) => adminRequest('PATCH', SETTINGS_API, { body }),
    [SETTINGS_API],
  )
}

/** One section of the settings screen: the kit's form over its keys, saved on its own. */
export function SettingsSectionForm({
  section,
  settings,
}: {
  section: SettingsSection
  settings: Record<string, unknown>
}) {
  const save = useSaveSettings()
  const names = section.fields.map((f) => f.name)
  return (
    <section aria-labelledby={`settings-${section.id}`} className={sectionStyle} data-settings-section={section.id}>
      <h2 id={`settings-${section.id}`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {section.title()}
      </h2>
      {section.intro && <p className={introStyle}>{section.intro()}</p>}
      <ResourceForm
        fields={section.fields}
        mode="edit"
        initial={sectionInitial(section.fields, settings)}
        submitLabel={m.adm_set_save_section({ section: section.title() })}
        toBody={(values) => sectionBody(section.fields, values)}
        send={async (body) => {
          try {
            await save.mutateAsync(body as Record<string, unknown>)
            toast.success(m.adm_saved(), section.title())
          } catch (e) {
            throw remapErrors(e, names)
          }
        }}
      />
    </section>
  )
}
