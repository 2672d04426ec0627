import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { m } from '~/paraglide/messages.js'
import { ErrorShell } from './error-shell'
import { isChunkLoadError, reloadAfterChunkFailure } from '~/components/layout/chunk-reload'

export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    // A stale deployment's missing chunk: reload for the new files (at most once a minute).
    if (isChunkLoadError(error) && reloadAfterChunkFailure()) return
    console.error(error)
  }, [error])
  return <ErrorShell title={m.error_generic_title()}>{m.error_generic_text()}</ErrorShell>
}
