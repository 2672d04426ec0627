import { describe, expect, it } from 'vitest'
import { localPath, localPathOr } from './safe-redirect'

// Issue 40: the redirect helper pinned by hostile input of its own, not only through its callers.
// Whatever it returns must, read by a browser against any origin, stay on that origin.
const staysHome = (path: string) => new URL(path, 'https://shop.example').origin === 'https://shop.example'

describe('localPath', () => {
  it.each([
    ['/', '/'],
    ['/it/porte?page=2#top', '/it/porte?page=2#top'],
    ['/account/orders/SO-1', '/account/orders/SO-1'],
    // Issue 41: a query's slashes are its value, not a path to collapse.
    ['/accedi?next=https://shop.example/x', '/accedi?next=https://shop.example/x'],
    ['//evil.example?next=//x#a//b', '/evil.example?next=//x#a//b'],
  ])('keeps the local path %s', (input, expected) => {
    expect(localPath(input)).toBe(expected)
  })

  it.each([
    ['//evil.example', '/evil.example'],
    ['///evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
    ['/./\\/evil.example', '/evil.example'],
    ['/../../evil.example', '/evil.example'],
  ])('turns the protocol-relative %j into a path on this origin', (input, expected) => {
    const path = localPath(input)
    expect(path).toBe(expected)
    expect(staysHome(path ?? '')).toBe(true)
  })

  it.each([
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    '/%252F%252Fevil.example',
  ])('leaves the encoded slashes of %j encoded, so they stay one path segment', (input) => {
    const path = localPath(input)
    expect(path).toBe(input)
    expect(path?.startsWith('//')).toBe(false)
    expect(staysHome(path ?? '')).toBe(true)
  })

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/ok\u0000',
    '/ok\u007F',
    '/x\r\nSet-Cookie: a=b',
  ])('refuses control characters (tab, newline, NUL, DEL): %j', (input) => {
    expect(localPath(input)).toBeNull()
  })

  it.each([
    'https://evil.example',
    'http:/evil.example',
    'HTTPS://evil.example/',
    'javascript:alert(1)',
    ' /leading-space',
    'evil.example',
    'relative/path',
    '',
    `/${'a'.repeat(4000)}`,
  ])('refuses what is not a local path: %j', (input) => {
    expect(localPath(input)).toBeNull()
  })

  it.each([undefined, null, 42, {}, ['/x']])('refuses a non-string %j', (input) => {
    expect(localPath(input)).toBeNull()
  })

  it('gives the fallback for what it refuses', () => {
    expect(localPathOr('//evil.example')).toBe('/evil.example')
    expect(localPathOr('https://evil.example')).toBe('/')
    expect(localPathOr('javascript:alert(1)', '/it')).toBe('/it')
    expect(localPathOr('/it/carrello', '/')).toBe('/it/carrello')
  })
})
