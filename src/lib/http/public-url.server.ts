import { env } from '~/config/env.server'

/** The shop's public address, for canonical links and links in e-mails. */
export const publicUrl = (): string => env().PUBLIC_URL ?? `http://localhost:${env().PORT}`
