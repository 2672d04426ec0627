import { z } from 'zod'
import { fontNames } from './fonts'

// Spec §3 settings with the §9 defaults. Every key has a `.catch`, so a bad value stored by
// hand in the settings table falls back to its default instead of breaking the shop.

/** FatturaPA RegimeFiscaleType values (RF03 was withdrawn from the schema). */
export const REGIMI_FISCALI = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
] as const

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)

export const themeColorKeys = [
  'primary',
  'secondary',
  'accent',
  'info',
  'warning',
  'error',
  'success',
  'headerBackground',
  'headerMenu',
  'headerPrimaryText',
  'headerSecondaryText',
  'headerIconColor',
  'footerBackground',
  'footerTextPrimary',
  'footerTextSecondary',
  'footerIconColor',
  'boxPrimary',
  'boxPrimaryText',
  'boxSecondary',
  'boxSecondaryText',
  'boxTertiary',
  'boxTertiaryText',
  'inputBackground',
  'inputText',
] as const
export type ThemeColorKey = (typeof themeColorKeys)[number]

export const defaultLightColors: Record<ThemeColorKey, string> = {
  primary: '#387e84',
  secondary: '#FFC107',
  accent: '#424242',
  info: '#26A69A',
  warning: '#FFC107',
  error: '#FF3D00',
  success: '#00E676',
  headerBackground: '#ffffff',
  headerMenu: '#387e84',
  headerPrimaryText: '#1d2425',
  headerSecondaryText: '#4d5759',
  headerIconColor: '#387e84',
  footerBackground: '#1d2425',
  footerTextPrimary: '#ffffff',
  footerTextSecondary: '#c9d3d4',
  footerIconColor: '#ffffff',
  boxPrimary: '#387e84',
  boxPrimaryText: '#ffffff',
  boxSecondary: '#f3f6f6',
  boxSecondaryText: '#1d2425',
  boxTertiary: '#fff8e1',
  boxTertiaryText: '#1d2425',
  inputBackground: '#ffffff',
  inputText: '#1d2425',
}
export const defaultDarkColors: Record<ThemeColorKey, string> = {
  ...defaultLightColors,
  secondary: '#ff8f00',
  headerBackground: '#121616',
  headerPrimaryText: '#eef3f3',
  headerSecondaryText: '#b8c4c5',
  headerMenu: '#7cc3c9',
  headerIconColor: '#7cc3c9',
  footerBackground: '#0b0e0e',
  boxSecondary: '#1f2626',
  boxSecondaryText: '#eef3f3',
  boxTertiary: '#2b2a20',
  boxTertiaryText: '#eef3f3',
  inputBackground: '#1a2020',
  inputText: '#eef3f3',
}

const palette = (defaults: Record<ThemeColorKey, string>) =>
  z
    .object(
      Object.fromEntries(themeColorKeys.map((k) => [k, hex.catch(defaults[k])])) as Record<
        ThemeColorKey,
        z.ZodCatch<z.ZodString>
      >,
    )
    .catch(defaults)

const flag = (value: boolean) => z.boolean().catch(value)

/** Header layouts: logo and menu on one row, or the logo centred above the menu. */
export const headerTypes = ['default', 'centered'] as const
/** Footer layouts: four columns, or one compact centred column. */
export const footerTypes = ['default', 'simple'] as const
/** The locales whose meta description and keywords can differ from the Italian ones. */
export const metaLocales = ['en', 'es', 'fr', 'de', 'pt'] as const
export type MetaLocale = (typeof metaLocales)[number]
const text = (value: string) => z.string().max(2000).catch(value)

/**
 * The shop's legal data as an administrator sends it, one line per field: a new field (the
 * FatturaPA data of the fiscal documents) is a line here and its label in the settings screen.
 */
function shopLegalInputShape() {
  return {
    company: z.string().trim().max(160),
    /** One line per row of the address ("Via …\n20121 Milano (MI)"). */
    address: z.string().trim().max(400),
    vat_number: z.string().trim().max(20),
    tax_code: z.string().trim().max(20),
    phone: z.string().trim().max(40),
    street: z.string().trim().max(60),
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/),
    city: z.string().trim().max(60),
    /** Sigla of the province, two capital letters (MI). */
    province: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/),
    /** REA: the office's province (MI) and the number. */
    rea_office: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/),
    rea_number: z.string().trim().max(20),
    pec: z.union([z.literal(''), z.email().max(254)]),
    /** FatturaPA RegimeFiscale: RF01 ordinary … RF19 flat-rate. */
    regime_fiscale: z.enum(REGIMI_FISCALI),
  }
}
export type ShopLegalKey = keyof ReturnType<typeof shopLegalInputShape>
export const shopLegalKeys = Object.keys(shopLegalInputShape()) as ShopLegalKey[]
/** What a shop without legal data reads: empty texts, Italy, the ordinary tax regime. */
const shopLegalDefaults = {
  ...Object.fromEntries(shopLegalKeys.map((k) => [k, ''])),
  country: 'IT',
  regime_fiscale: 'RF01',
} as Record<ShopLegalKey, string>

export const settingsSchema = z.object({
  site_name: text('E-commerce'),
  site_url: text(''),
  favicon: text(''),
  meta_tags: z.object({ description: text(''), keywords: text('') }).catch({ description: '', keywords: '' }),
  // meta_tags is the Italian (default) version; another locale's, when given, replaces it there.
  meta_tags_translations: z
    .partialRecord(z.enum(metaLocales), z.object({ description: text(''), keywords: text('') }))
    .catch({}),
  google_font: text('Lexend'),
  background: hex.catch('#ffffff'),
  background_image: text(''),
  vuetify_colors: z
    .object({ light: palette(defaultLightColors), dark: palette(defaultDarkColors) })
    .catch({ light: defaultLightColors, dark: defaultDarkColors }),
  auth_required_on_product_checkout: flag(false),
  header_type: text('default'),
  header_transparent: flag(false),
  logo_header: text(''),
  logo_footer: text(''),
  multilanguage: flag(true),
  footer_type: text('default'),
  footer_newsletter: flag(true),
  footer_text_extra: text(''),
  // Only web links reach the footer: a `javascript:` one saved before the write check (issue 41) is dropped.
  footer_social: z
    .array(z.object({ icon: z.string().max(40), url: z.string().max(500) }))
    .max(20)
    .catch([])
    .overwrite((links) => links.filter((l) => /^https?:\/\//i.test(l.url))),
  show_dark_mode: flag(true),
  footer_copyright: text(''),
  enable_promo_page: flag(true),
  enable_blog_page: flag(true),
  enable_shop_page: flag(true),
  cart_iva: z.union([z.literal(0), z.literal(4), z.literal(10), z.literal(22)]).catch(22),
  // Orders (issue 11, decisions 018/019): where new-order notices go, the bank account shown
  // for transfers, free shipping from this cart total (cents, 0 = never), in-store pickup.
  shop_email: z.string().max(254).catch(''),
  shop_iban: z.string().max(40).catch(''),
  shop_bank_holder: z.string().max(120).catch(''),
  free_shipping_over: z.number().int().min(0).max(100_000_000).catch(0),
  pickup_enabled: flag(true),
  // After how many days an unpaid bank transfer shows on the dashboard as overdue (issue 43, decision 100).
  payment_reminder_days: z.number().int().min(1).max(60).catch(7),
  // The e-mail inviting a review, so many days after delivery (issue 42, decision 101).
  review_invitations: flag(true),
  review_invitation_days: z.number().int().min(0).max(60).catch(7),
  // The seller's legal data printed on order documents (decision 030); the structured address,
  // REA, PEC and tax regime are the cedente of the FatturaPA invoices. Its keys are listed once,
  // in `shopLegalInputShape` above (the settings screen renders them from there).
  shop_legal: z
    .object(
      Object.fromEntries(shopLegalKeys.map((k) => [k, text(shopLegalDefaults[k])])) as Record<
        ShopLegalKey,
        z.ZodCatch<z.ZodString>
      >,
    )
    .catch(shopLegalDefaults),
})

export type Settings = z.output<typeof settingsSchema>
/** The settings every page carries (`shellSettings`, decision 044): the locale's meta tags, no seller data. */
export type ShellSettings = Omit<
  Settings,
  'shop_legal' | 'shop_iban' | 'shop_bank_holder' | 'shop_email' | 'site_url' | 'meta_tags_translations'
>
export const settingKeys = Object.keys(settingsSchema.shape) as Array<keyof Settings>

/** An image setting: a path on this site (or below IMAGE_HOST) or an https address; nothing a CSS url() could escape. */
const imageRef = z
  .string()
  .max(500)
  .regex(/^(?:|\/(?!\/)[^\s"'()\\<>]*|https:\/\/[^\s"'()\\<>]+)$/)
const metaInput = z.object({ description: z.string().max(300), keywords: z.string().max(500) })

/**
 * What an administrator may send: the same keys, strictly validated (no silent fallback to a
 * default, unlike reading), all optional; unknown keys are refused.
 */
const strictPalette = z
  .object(Object.fromEntries(themeColorKeys.map((k) => [k, hex])) as Record<ThemeColorKey, typeof hex>)
  .partial()
export const settingsInputSchema = z
  .object({
    site_name: z.string().trim().min(1).max(120),
    site_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
    favicon: imageRef,
    meta_tags: metaInput,
    meta_tags_translations: z.partialRecord(z.enum(metaLocales), metaInput),
    google_font: z.enum(fontNames),
    background: hex,
    background_image: imageRef,
    vuetify_colors: z.object({ light: strictPalette, dark: strictPalette }).partial(),
    auth_required_on_product_checkout: z.boolean(),
    header_type: z.enum(headerTypes),
    header_transparent: z.boolean(),
    logo_header: imageRef,
    logo_footer: imageRef,
    multilanguage: z.boolean(),
    footer_type: z.enum(footerTypes),
    footer_newsletter: z.boolean(),
    footer_text_extra: z.string().max(2000),
    footer_social: z
      .array(z.object({ icon: z.string().max(40), url: z.url({ protocol: /^https?$/ }).max(500) }))
      .max(20),
    show_dark_mode: z.boolean(),
    footer_copyright: z.string().max(300),
    enable_promo_page: z.boolean(),
    enable_blog_page: z.boolean(),
    enable_shop_page: z.boolean(),
    cart_iva: z.union([z.literal(0), z.literal(4), z.literal(10), z.literal(22)]),
    shop_email: z.email().max(254).or(z.literal('')),
    shop_iban: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:[A-Z]{2}\d{2}[A-Z0-9 ]{10,34})?$/)
      .max(40),
    shop_bank_holder: z.string().trim().max(120),
    free_shipping_over: z.number().int().min(0).max(100_000_000),
    pickup_enabled: z.boolean(),
    payment_reminder_days: z.number().int().min(1).max(60),
    review_invitations: z.boolean(),
    review_invitation_days: z.number().int().min(0).max(60),
    shop_legal: z.strictObject(shopLegalInputShape()).partial(),
  })
  .partial()
  .strict()
export type SettingsInput = z.output<typeof settingsInputSchema>

/** The meta description and keywords for a locale: its own when set, else the Italian ones. */
type MetaTags = { description: string; keywords: string }
export function metaTagsFor(
  settings: { meta_tags: MetaTags; meta_tags_translations?: Partial<Record<string, MetaTags>> },
  locale: string,
): MetaTags {
  const own = settings.meta_tags_translations?.[locale]
  return {
    description: own?.description || settings.meta_tags.description,
    keywords: own?.keywords || settings.meta_tags.keywords,
  }
}
