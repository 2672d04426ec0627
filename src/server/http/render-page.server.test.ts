import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderHtmlBytes } from './render-page.server'

const page = createElement(
  'html',
  null,
  createElement(
    'body',
    null,
    createElement('h1', null, 'Porta Garda — ', '699,00 €'),
    createElement('p', null, 'x'.repeat(40_000)),
  ),
)

describe('a page rendered to bytes (decision 072)', () => {
  it("is the document React renders, piece by piece where the build's React can, in one string where not", () => {
    const expected = new TextEncoder().encode(`<!DOCTYPE html>${renderToString(page)}`)
    // What the build's react-dom does: the pieces renderToString would have joined.
    let pieces = 0
    const chunks = (element: Parameters<typeof renderToString>[0], sink: (chunk: string) => void) => {
      for (const piece of renderToString(element).match(/<[^>]*>|[^<]+/g)!) {
        pieces++
        sink(piece)
      }
    }
    expect(renderHtmlBytes(page, chunks)).toEqual(expected)
    expect(pieces).toBeGreaterThan(5)
    // React as it ships (the dev server, these tests).
    expect(renderHtmlBytes(page, undefined)).toEqual(expected)
  })
})
