import { z } from 'zod'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: 'is not a valid URL' })

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  API_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  // Card payment (decision 030): both keys set, or the card method is not offered.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^(?:sk|rk)_(?:test|live)_\w+$/.test(v), {
      message: 'must be a Stripe secret key (sk_test_…, sk_live_…)',
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.startsWith('whsec_'), {
      message: 'must be a webhook signing secret (whsec_…)',
    }),
  // A Stripe-compatible server instead of api.stripe.com (the tests' stand-in).
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  IMAGE_HOST: z.string().trim().default(''),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // Behind a reverse proxy (or as the API of a storefront with API_URL), the visitor's address is
  // the last X-Forwarded-For entry; otherwise the header is ignored, as any client can send it.
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('')
    .transform((v) => v === 'true' || v === '1'),
  // Rendered-page cache for anonymous visitors (decision 011): memory budget (0 = off) and longest life.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  PAGE_CACHE_MAX_AGE_S: z.coerce.number().int().min(1).max(86_400).default(60),
  // Orders being placed at once in this process (issue 41); beyond it, 503 with Retry-After at once.
  ORDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(24),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
})

export type Env = z.infer<typeof envSchema>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the whole environment at once so every bad variable is reported together. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
}

let cached: Env | undefined

/** The configuration, read once per process. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** At a server's start: a bad configuration stops the process with every bad variable listed. */
export function envOrExit(): Env {
  try {
    return env()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
