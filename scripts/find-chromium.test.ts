import { describe, expect, it, vi } from 'vitest'
import { findChromium, type FindChromiumDeps } from './find-chromium.ts'

const machine = (files: string[], more: Partial<FindChromiumDeps> = {}): Partial<FindChromiumDeps> => ({
  env: {},
  exists: (path) => files.includes(path),
  playwrightChromium: () => undefined,
  canInstall: () => false,
  install: () => {
    throw new Error('must not install')
  },
  ...more,
})

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH, and refuses one that does not exist', () => {
    expect(findChromium(machine(['/opt/chrome', '/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/chrome' } }))).toBe(
      '/opt/chrome',
    )
    expect(() => findChromium(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/chrome' } }))).toThrow(
      /CHROMIUM_PATH/,
    )
  })

  it("then takes Debian's chromium, then Playwright's own", () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { playwrightChromium: () => '/pw/chrome' }))).toBe(
      '/usr/bin/chromium',
    )
    expect(findChromium(machine([], { playwrightChromium: () => '/pw/chrome' }))).toBe('/pw/chrome')
  })

  it('installs Debian’s chromium when it can, once', () => {
    const files: string[] = []
    const install = vi.fn(() => void files.push('/usr/bin/chromium'))
    expect(findChromium(machine(files, { canInstall: () => true, install }))).toBe('/usr/bin/chromium')
    expect(install).toHaveBeenCalledTimes(1)
  })

  it('otherwise explains how to get one', () => {
    expect(() => findChromium(machine([]))).toThrow(/apt-get install chromium.*CHROMIUM_PATH/s)
  })
})
