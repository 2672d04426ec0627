import pino from 'pino'
import { env } from '~/config/env.server'

let logger: pino.Logger | undefined

/** The process logger: JSON lines on stdout, level from LOG_LEVEL. */
export function log(): pino.Logger {
  logger ??= pino({ level: env().LOG_LEVEL, base: { service: 'soglia' } })
  return logger
}
