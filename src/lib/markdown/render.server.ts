import { LRUCache } from 'lru-cache'
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

// Content from the administration is Markdown (or HTML); it is rendered on the server and
// sanitized on output, so a page body can never inject a script into the shop.
const marked = new Marked({ gfm: true, breaks: false, async: false })

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A page's own title is its h1: headings inside the body start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

export function renderMarkdown(source: string): string {
  const html = marked.parse(source) as string
  return sanitizeHtml(html, allowed)
}

/**
 * A stored body (a content page, a blog post) rendered once: the same text always gives the same
 * HTML, and parsing and sanitizing it was the largest part of an uncached content page's
 * render (decision 056). Keyed by the text itself, so an edit is a new entry; bounded by size.
 */
const rendered = new LRUCache<string, string>({
  maxSize: 4 * 2 ** 20,
  sizeCalculation: (html, source) => html.length + source.length,
})
export function renderStoredMarkdown(source: string): string {
  let html = rendered.get(source)
  if (html === undefined) {
    html = renderMarkdown(source)
    // A body larger than the whole memo is rendered each time rather than evicting everything.
    if (html.length + source.length <= 2 ** 20) rendered.set(source, html)
  }
  return html
}
