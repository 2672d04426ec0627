import type { ThemeColorKey } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'

/** The name of each of the 24 theme colours (spec §3 vuetify_colors), and of the two derived ones. */
export const colorLabels: Record<ThemeColorKey | 'onPrimary' | 'background', () => string> = {
  primary: m.adm_set_c_primary,
  secondary: m.adm_set_c_secondary,
  accent: m.adm_set_c_accent,
  info: m.adm_set_c_info,
  warning: m.adm_set_c_warning,
  error: m.adm_set_c_error,
  success: m.adm_set_c_success,
  headerBackground: m.adm_set_c_header_background,
  headerMenu: m.adm_set_c_header_menu,
  headerPrimaryText: m.adm_set_c_header_primary_text,
  headerSecondaryText: m.adm_set_c_header_secondary_text,
  headerIconColor: m.adm_set_c_header_icon,
  footerBackground: m.adm_set_c_footer_background,
  footerTextPrimary: m.adm_set_c_footer_primary_text,
  footerTextSecondary: m.adm_set_c_footer_secondary_text,
  footerIconColor: m.adm_set_c_footer_icon,
  boxPrimary: m.adm_set_c_box_primary,
  boxPrimaryText: m.adm_set_c_box_primary_text,
  boxSecondary: m.adm_set_c_box_secondary,
  boxSecondaryText: m.adm_set_c_box_secondary_text,
  boxTertiary: m.adm_set_c_box_tertiary,
  boxTertiaryText: m.adm_set_c_box_tertiary_text,
  inputBackground: m.adm_set_c_input_background,
  inputText: m.adm_set_c_input_text,
  onPrimary: m.adm_set_c_on_primary,
  background: m.adm_set_c_background,
}
