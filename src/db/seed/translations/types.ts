/** es/fr/de/pt versions of one seeded Italian text. */
export type SeedTranslation = { es: string; fr: string; de: string; pt: string }
export type SeedTranslations = Record<string, SeedTranslation>
