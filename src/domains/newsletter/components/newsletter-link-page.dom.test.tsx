import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ActionResult } from '~/domains/auth/session.functions'
import type { NativeOutcome } from '~/lib/forms/native-outcome'
import { m } from '~/paraglide/messages.js'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { linkPageData, NewsletterLinkPage, type NewsletterLinkTexts } from './newsletter-link-page'

// The page behind a newsletter e-mail's link (decision 064): what the reader sees after the
// button, with JavaScript (the server function's answer) and without (the `?result=` of a post).

beforeAll(() => {
  overwriteGetLocale(() => 'it')
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(cleanup)

const TOKEN = 't'.repeat(43)
const texts: NewsletterLinkTexts = {
  title: 'Annulla iscrizione',
  intro: 'Vuoi smettere di ricevere la newsletter?',
  button: "Annulla l'iscrizione",
  success: 'Fatto.',
  successHint: 'Puoi iscriverti di nuovo quando vuoi.',
  invalid: 'Link non valido.',
  invalidHint: 'Usa il link della newsletter più recente.',
}
type Answer = ActionResult<unknown>
const refused = (code: string, message: string): Answer => ({ ok: false, error: { code, message } as never })

async function page(props: { token: string | null; result: NativeOutcome | null; answers?: Answer[] }) {
  const answers = [...(props.answers ?? [])]
  const calls: string[] = []
  const actFn = async ({ data }: { data: { token: string } }) => {
    calls.push(data.token)
    return answers.shift() ?? refused('internal', 'no answer left')
  }
  const rootRoute = createRootRoute({
    component: () => <NewsletterLinkPage token={props.token} result={props.result} texts={texts} act={actFn} />,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/newsletter/unsubscribe/x'] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findByRole('heading', { level: 1, name: texts.title })
  return calls
}

const press = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: texts.button }))
  })
}

describe('NewsletterLinkPage', () => {
  it('asks first, then says it is done', async () => {
    const calls = await page({ token: TOKEN, result: null, answers: [{ ok: true, data: { unsubscribed: true } }] })
    expect(screen.getByText(texts.intro)).toBeTruthy()
    expect(calls).toEqual([]) // opening the page changes nothing
    await press()
    expect(calls).toEqual([TOKEN])
    expect(screen.getByRole('status').textContent).toBe(texts.success)
    expect(screen.queryByRole('button', { name: texts.button })).toBeNull()
  })

  it('says the link is no good when the server does not know it', async () => {
    await page({ token: TOKEN, result: null, answers: [refused('token_invalid', 'Token non valido')] })
    await press()
    expect(screen.getByRole('alert').textContent).toBe(texts.invalid)
    expect(screen.queryByRole('button', { name: texts.button })).toBeNull()
  })

  it('keeps the button after a refusal that says nothing of the link, and the second try works', async () => {
    const calls = await page({
      token: TOKEN,
      result: null,
      answers: [refused('too_many_requests', 'Troppi tentativi: riprova tra un minuto.'), { ok: true, data: {} }],
    })
    await press()
    expect(screen.getByRole('alert').textContent).toBe('Troppi tentativi: riprova tra un minuto.')
    await press()
    expect(calls).toEqual([TOKEN, TOKEN])
    expect(screen.getByRole('status').textContent).toBe(texts.success)
  })

  it('shows the outcome of a post without JavaScript', async () => {
    await page(linkPageData(TOKEN, 'done'))
    expect(screen.getByRole('status').textContent).toBe(texts.success)
    cleanup()
    await page(linkPageData(TOKEN, 'invalid'))
    expect(screen.getByRole('alert').textContent).toBe(texts.invalid)
    cleanup()
    // Too many tries: the reason, and the button to try again.
    await page(linkPageData(TOKEN, 'busy'))
    expect(screen.getByRole('alert').textContent).toBe(m.api_error_too_many_requests())
    expect(screen.getByRole('button', { name: texts.button })).toBeTruthy()
  })

  it('keeps the token only while there is something to do with it', () => {
    expect(linkPageData(TOKEN, undefined)).toEqual({ token: TOKEN, result: null })
    expect(linkPageData(TOKEN, 'error')).toEqual({ token: TOKEN, result: 'error' })
    expect(linkPageData(TOKEN, 'done')).toEqual({ token: null, result: 'done' })
    expect(linkPageData(TOKEN, 'expired')).toEqual({ token: null, result: 'expired' })
    expect(linkPageData('short', undefined)).toEqual({ token: null, result: null })
  })
})
