import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { m } from '~/paraglide/messages.js'
import { ErrorShell } from './error-shell'

export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorShell title={m.error_generic_title()}>{m.error_generic_text()}</ErrorShell>
}
