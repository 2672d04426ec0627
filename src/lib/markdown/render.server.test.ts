import { describe, expect, it } from 'vitest'
import { renderMarkdown, renderStoredMarkdown } from './render.server'

describe('renderMarkdown', () => {
  it('renders Markdown with headings demoted below the page title', () => {
    const html = renderMarkdown('# Chi siamo\n\nUna **bottega** di serramenti.\n\n- porte\n- finestre')
    expect(html).toContain('<h2>Chi siamo</h2>')
    expect(html).toContain('<strong>bottega</strong>')
    expect(html).toContain('<li>porte</li>')
  })

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="x.png" onerror="alert(1)"> <iframe src="https://evil"></iframe>',
    )
    expect(html).not.toMatch(/script|onerror|iframe/i)
    const link = renderMarkdown('Un [link](javascript:alert(1)) e [un altro](data:text/html,x).')
    expect(link).not.toMatch(/href="(javascript|data):/i)
  })

  it('opens external links safely', () => {
    expect(renderMarkdown('[fornitore](https://example.com)')).toContain('rel="noopener noreferrer"')
    expect(renderMarkdown('[contatti](/contatti)')).not.toContain('target')
  })
})

describe('renderStoredMarkdown', () => {
  it('gives what renderMarkdown gives, for the same text again and for an edited one', () => {
    const body = '# Chi siamo\n\nUna <script>alert(1)</script> **porta** [sito](https://example.com)'
    expect(renderStoredMarkdown(body)).toBe(renderMarkdown(body))
    expect(renderStoredMarkdown(body)).toBe(renderMarkdown(body))
    const edited = `${body}\n\nNuovo paragrafo.`
    expect(renderStoredMarkdown(edited)).toBe(renderMarkdown(edited))
    expect(renderStoredMarkdown(edited)).toContain('Nuovo paragrafo.')
    expect(renderStoredMarkdown(edited)).not.toContain('<script')
  })
})
