import { css } from 'styled-system/css'
import type { Settings } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '../kit/admin-page'
import { useAdminQuery } from '../kit/data-provider'
import { smallButton } from '../kit/styles'
import { SETTINGS_API, SettingsSectionForm } from './settings-section'
import { settingsSections } from './settings-sections'
import { ThemeColorsForm } from './theme-colors-form'

/** /administration/settings (spec §2, §3): every setting, in sections saved one at a time. */
export function SettingsScreen() {
  const query = useAdminQuery<{ data: Settings }>([SETTINGS_API], SETTINGS_API)
  const settings = query.data?.data
  const all = [...settingsSections.slice(0, 3), { id: 'colors', title: m.adm_set_colors }, ...settingsSections.slice(3)]
  return (
    <AdminPage title={m.adm_menu_settings()} intro={m.adm_set_intro()}>
      <nav aria-label={m.adm_set_sections()}>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
          {all.map((s) => (
            <li key={s.id}>
              <a href={`#settings-${s.id}`} className={smallButton}>
                {s.title()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending && <p role="status">{m.adm_loading()}</p>}
      {query.isError && <p role="alert">{m.error_generic_text()}</p>}
      {settings && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {settingsSections.slice(0, 3).map((s) => (
            <SettingsSectionForm key={s.id} section={s} settings={settings} />
          ))}
          <div id="settings-colors" className={css({ scrollMarginTop: '90px' })}>
            <ThemeColorsForm settings={settings} />
          </div>
          {settingsSections.slice(3).map((s) => (
            <SettingsSectionForm key={s.id} section={s} settings={settings} />
          ))}
        </div>
      )}
    </AdminPage>
  )
}
