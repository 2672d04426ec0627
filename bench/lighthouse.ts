// Lighthouse (mobile preset) with the local Chromium on the home page, a content page and the
// blog list; prints the four category scores, the timing metrics and CLS, and keeps each full
// report in bench/results/. Targets: performance ≥ 95, accessibility, best practices and SEO
// 100, CLS ≤ 0.02.
//   npm run build && node bench/lighthouse.ts [--port 3211] [--runs 3] [--only configurator]
// `--only configurator`: the door configurator of the first model only (issue 15).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from '../scripts/find-chromium.ts'
import { startApp } from './lib/app-server.ts'

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const port = Number(arg('--port')) || 3211
const runs = Math.max(1, Number(arg('--runs')) || 1)
const resultsDir = join(import.meta.dirname, 'results')
mkdirSync(resultsDir, { recursive: true })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')

const app = await startApp({ port, dataDir: 'bench/.data-lighthouse' })
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
try {
  let pages: Record<string, string> = { home: '/', 'content page': '/chi-siamo', 'blog list': '/blog-novita' }
  if (arg('--only') === 'configurator') {
    const models = (await (await fetch(`${app.origin}/api/configurator/models`)).json()) as {
      data: Array<{ id: number }>
    }
    pages = { configurator: `/collezioni/configuratore/${models.data[0]!.id}` }
  }
  const rows: string[][] = []
  for (const [name, path] of Object.entries(pages)) {
    const samples: Array<Record<string, number>> = []
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(`${app.origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        extraHeaders: { 'Accept-Language': 'it' },
      })
      const lhr = result!.lhr
      writeFileSync(
        join(resultsDir, `lighthouse-${stamp}-${name.replace(/\s/g, '-')}-${run}.json`),
        JSON.stringify(lhr),
      )
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      samples.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
        cls: metric('cumulative-layout-shift'),
      })
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
      if (failing.length) console.log(`${name} (run ${run}): failing audits: ${failing.join(', ')}`)
    }
    const m = (key: string) => median(samples.map((s) => s[key]!))
    rows.push([
      name,
      path,
      String(m('perf')),
      String(m('a11y')),
      String(m('bp')),
      String(m('seo')),
      String(Math.round(m('fcp'))),
      String(Math.round(m('lcp'))),
      String(Math.round(m('tbt'))),
      String(Math.round(m('si'))),
      m('cls').toFixed(3),
      samples.map((s) => s.perf).join('/'),
    ])
  }
  const header = [
    'page',
    'path',
    'perf',
    'a11y',
    'best practices',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'SI ms',
    'CLS',
    'perf per run',
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  console.log(
    `\nLighthouse mobile preset, Chromium ${findChromium()}, median of ${runs} run(s), 2 cores shared with the server`,
  )
  for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '))
  console.log(`Full reports: ${resultsDir}/lighthouse-${stamp}-*.json`)
} finally {
  await chrome.kill()
  await app.stop()
}
