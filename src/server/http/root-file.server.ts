// Files that live at one address only (robots.txt, sitemap.xml, the manifest). The locale
// rewrite would also route /en/robots.txt here; crawlers must not see copies under locales.

/** A 404 unless the request asked for exactly `path`; `null` when it did. */
export function notAtRoot(request: Request, path: string): Response | null {
  if (new URL(request.url).pathname === path) return null
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
