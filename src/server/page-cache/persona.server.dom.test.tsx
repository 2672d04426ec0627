import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { User } from '~/domains/auth/auth.schemas'
import { firstName } from '~/domains/auth/names'
import { compileTemplate, fillTemplate, standIn } from './persona.server'

// The shared render of a customer's page (decision 050): what the stand-in leaves in a page is
// replaced by the customer's own values, escaped for where it stands, or the page is not used.
/** A kept render cut, then filled for `user`, read back as text (null: refused). */
function personalise(text: string, user: User, nonce: string): string | null {
  const template = compileTemplate(text)
  const bytes = template && fillTemplate(template, user, nonce)
  return bytes && new TextDecoder().decode(bytes)
}

const customer: User = {
  id: 2,
  name: 'Giulia Conti',
  email: 'cliente@soglia.test',
  role: 'user',
  email_verified: true,
  parent_id: null,
  locale: 'it',
}

/** A page as the server renders one: the greeting in HTML, the shell's user in a script (seroval writes strings as JSON does). */
function page(user: User, nonce = 'tEmPlAtEnOnCe0123456789==') {
  const header = renderToString(<li title={user.name}>Ciao, {firstName(user.name)}</li>)
  const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c') // as seroval, `<` escaped
  const state = `$R[16]={id:${user.id},name:${literal(user.name)},email:${literal(user.email)},role:"user",parent_id:${user.parent_id}}`
  return `<meta property="csp-nonce" content="${nonce}"/>${header}<script nonce="${nonce}">window.$S=${state}</script><p>${user.email}</p>`
}

/** What a browser gets out of a page: the text of the greeting and the title, and the state the script builds. */
function read(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const script = doc.querySelector('script')!.textContent!
  const $R: unknown[] = []
  const state = new Function('$R', 'window', `${script}; return window.$S`)($R, {}) as {
    id: number
    name: string
    email: string
    parent_id: number | null
  }
  return {
    greeting: doc.querySelector('li')!.textContent,
    title: doc.querySelector('li')!.getAttribute('title'),
    email: doc.querySelector('p')!.textContent,
    state,
  }
}

describe('personalise', () => {
  it('gives the customer the page a render for them would give, with this answer’s nonce', () => {
    const shared = page(standIn(customer))
    const out = personalise(shared, customer, 'fReShNoNcE')!
    expect(out).toBe(page(customer, 'fReShNoNcE'))
  })

  it('keeps any name and e-mail intact in HTML and in the script, and closes no script early', () => {
    const name = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 40 })
      .filter((s) => s.trim().length > 0 && !s.includes('\uE000') && !s.includes('987654321987'))
    fc.assert(
      fc.property(
        name,
        fc.constantFrom('a@b.it', 'x"</script><script>alert(1)</script>@e.it', "o'brien&co@x.it"),
        (n, email) => {
          const user = { ...customer, name: n, email }
          const out = personalise(page(standIn(customer)), user, 'n0nce')
          expect(out).not.toBeNull()
          const seen = read(out!)
          expect(seen.state).toEqual({ id: 2, name: n, email, role: 'user', parent_id: null })
          // HTML text is normalised by the parser (line ends, NUL) as a render of the name would be.
          expect(seen.greeting).toBe(read(page(user)).greeting)
          expect(seen.title).toBe(read(page(user)).title)
          expect(seen.email).toBe(email)
          expect(out!.match(/<\/script>/g)).toHaveLength(1)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('gives a sub-account its own id and its parent’s, and never fills a sub-account’s page for an account of its own', () => {
    const staff: User = { ...customer, id: 7, name: 'Marco Rossi', parent_id: 3 }
    const shared = page(standIn(staff))
    expect(personalise(shared, staff, 'fReShNoNcE')).toBe(page(staff, 'fReShNoNcE'))
    expect(read(personalise(shared, staff, 'n')!).state).toMatchObject({ id: 7, parent_id: 3 })
    expect(personalise(shared, customer, 'n')).toBeNull()
  })

  it('refuses a page that still holds a form of the stand-in it does not know', () => {
    const shared = `${page(standIn(customer))}<span>${'\uE000F'.toUpperCase()}-x</span><i>\uE000Z</i>`
    expect(personalise(shared, customer, 'n')).toBeNull()
  })

  it('refuses a render that holds no stand-in (a visitor’s page is not the customer’s)', () => {
    expect(personalise('<li>Accedi</li><script nonce="x">$R={user:null}</script>', customer, 'n')).toBeNull()
  })

  it('refuses a customer whose own name carries a sentinel', () => {
    expect(personalise(page(standIn(customer)), { ...customer, name: 'Anna \uE000F' }, 'n')).toBeNull()
    expect(personalise(page(standIn(customer)), { ...customer, name: 'Anna 987654321987' }, 'n')).toBeNull()
    expect(personalise(page(standIn(customer)), { ...customer, email: '987654321986@x.it' }, 'n')).toBeNull()
  })
})
