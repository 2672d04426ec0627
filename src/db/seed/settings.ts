import { settings } from '../schema'
import { report, type SeedContext } from './context'

/**
 * Theme colours (spec §3 keys, spec §9 defaults). `headerMenu` is the colour of the header's
 * menu links; it is also dark/light enough to carry white/dark text as a background, so a
 * layout can use it either way. Every text/background pair here meets WCAG AA (4.5:1),
 * which seed.test.ts checks.
 */
export const vuetifyColors = {
  light: {
    primary: '#387e84',
    secondary: '#FFC107',
    accent: '#424242',
    info: '#26A69A',
    warning: '#FFC107',
    error: '#FF3D00',
    success: '#00E676',
    headerBackground: '#ffffff',
    headerMenu: '#2b6166',
    headerPrimaryText: '#1d2425',
    headerSecondaryText: '#4d5759',
    headerIconColor: '#2b6166',
    footerBackground: '#1d2425',
    footerTextPrimary: '#ffffff',
    footerTextSecondary: '#b8c4c5',
    footerIconColor: '#8fcdd2',
    boxPrimary: '#387e84',
    boxPrimaryText: '#ffffff',
    boxSecondary: '#f3f8f8',
    boxSecondaryText: '#1d2425',
    boxTertiary: '#fff3cd',
    boxTertiaryText: '#4a3800',
    inputBackground: '#ffffff',
    inputText: '#1d2425',
  },
  dark: {
    primary: '#387e84',
    secondary: '#ff8f00',
    accent: '#424242',
    info: '#26A69A',
    warning: '#FFC107',
    error: '#FF3D00',
    success: '#00E676',
    headerBackground: '#1b2223',
    headerMenu: '#9fd3d7',
    headerPrimaryText: '#f1f5f5',
    headerSecondaryText: '#b8c4c5',
    headerIconColor: '#9fd3d7',
    footerBackground: '#111718',
    footerTextPrimary: '#ffffff',
    footerTextSecondary: '#b8c4c5',
    footerIconColor: '#8fcdd2',
    boxPrimary: '#2b6166',
    boxPrimaryText: '#ffffff',
    boxSecondary: '#242d2e',
    boxSecondaryText: '#e8eeee',
    boxTertiary: '#3a2f12',
    boxTertiaryText: '#ffe08a',
    inputBackground: '#242d2e',
    inputText: '#f1f5f5',
  },
}

export const defaultSettings: Record<string, unknown> = {
  site_name: 'Soglia',
  site_url: 'http://localhost:3000',
  favicon: '/images/brand/favicon.svg',
  meta_tags: {
    description:
      'Soglia: porte interne, porte blindate, finestre e persiane su misura, con consegna in tutta Italia e posa in opera. Prezzi IVA inclusa.',
    keywords:
      'porte interne, porte blindate, finestre in PVC, porte finestre, persiane, maniglie, serramenti su misura, infissi',
  },
  meta_tags_translations: {
    en: {
      description:
        'Soglia: interior doors, security doors, windows and shutters made to measure, delivered across Italy and fitted. Prices include VAT.',
      keywords:
        'interior doors, security doors, PVC windows, French windows, shutters, handles, made-to-measure doors and windows',
    },
    es: {
      description:
        'Soglia: puertas de interior, puertas acorazadas, ventanas y persianas a medida, con entrega en toda Italia e instalación. Precios con IVA incluido.',
      keywords:
        'puertas de interior, puertas acorazadas, ventanas de PVC, puertas balconeras, persianas, manillas, carpintería a medida',
    },
    fr: {
      description:
        'Soglia : portes intérieures, portes blindées, fenêtres et volets sur mesure, livrés dans toute l’Italie et posés. Prix TTC.',
      keywords:
        'portes intérieures, portes blindées, fenêtres PVC, portes-fenêtres, volets, poignées, menuiseries sur mesure',
    },
    de: {
      description:
        'Soglia: Innentüren, Sicherheitstüren, Fenster und Fensterläden nach Maß, mit Lieferung in ganz Italien und Montage. Preise inklusive MwSt.',
      keywords:
        'Innentüren, Sicherheitstüren, Kunststofffenster, Balkontüren, Fensterläden, Türgriffe, Fenster und Türen nach Maß',
    },
    pt: {
      description:
        'Soglia: portas interiores, portas blindadas, janelas e persianas por medida, com entrega em toda a Itália e montagem. Preços com IVA incluído.',
      keywords:
        'portas interiores, portas blindadas, janelas em PVC, portas de sacada, persianas, puxadores, caixilharia por medida',
    },
  },
  google_font: 'Lexend',
  background: '#ffffff',
  background_image: '',
  vuetify_colors: vuetifyColors,
  auth_required_on_product_checkout: false,
  header_type: 'default',
  header_transparent: false,
  logo_header: '/images/brand/logo.svg',
  logo_footer: '/images/brand/logo-light.svg',
  multilanguage: true,
  footer_type: 'default',
  footer_newsletter: true,
  footer_text_extra: 'Soglia S.r.l. — Via dei Serramenti 14, 37135 Verona (VR) — P.IVA 01234567897 — REA VR-456789',
  footer_social: [
    { icon: 'facebook', url: 'https://www.facebook.com/soglia.porte' },
    { icon: 'instagram', url: 'https://www.instagram.com/soglia.porte' },
    { icon: 'youtube', url: 'https://www.youtube.com/@soglia-porte' },
  ],
  show_dark_mode: true,
  footer_copyright: '© 2026 Soglia S.r.l. — P.IVA 01234567897',
  enable_promo_page: true,
  enable_blog_page: true,
  enable_shop_page: true,
  cart_iva: 22,
  shop_email: 'ordini@soglia.example',
  shop_iban: 'IT60 X054 2811 1010 0000 0123 456',
  shop_bank_holder: 'Soglia S.r.l.',
  // Free delivery from 1.500 € (cents); 0 turns it off.
  free_shipping_over: 150_000,
  pickup_enabled: true,
  payment_reminder_days: 7,
  review_invitations: true,
  review_invitation_days: 7,
  // Invented legal data (the partita IVA has a valid check digit, no real company).
  shop_legal: {
    company: 'Soglia S.r.l.',
    address: 'Via dei Serramenti 14\n37135 Verona (VR)',
    vat_number: 'IT01234567897',
    tax_code: '01234567897',
    phone: '+39 045 123 4567',
    // The same address, structured for FatturaPA (decision 031), and the REA registration
    // (the footer, the legal pages and the shop's own pages say the same).
    street: 'Via dei Serramenti 14',
    zip: '37135',
    city: 'Verona',
    province: 'VR',
    country: 'IT',
    rea_office: 'VR',
    rea_number: '456789',
    pec: 'soglia@pec.soglia.example',
    regime_fiscale: 'RF01',
  },
}

/** Inserts missing keys only: a value an administrator changed is never overwritten. */
export async function seedSettings(ctx: SeedContext) {
  const rows = Object.entries(defaultSettings).map(([key, value]) => ({ key, value }))
  const inserted = await ctx.tx
    .insert(settings)
    .values(rows)
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key })
  report(ctx, 'settings', inserted.length)
}
