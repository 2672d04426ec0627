import { m } from '~/paraglide/messages.js'
import { ErrorShell } from './error-shell'

export function NotFound() {
  return <ErrorShell title={m.error_not_found_title()}>{m.error_not_found_text()}</ErrorShell>
}
