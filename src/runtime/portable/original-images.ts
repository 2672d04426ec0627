import { parseResizePath, UPLOADS_PREFIX } from '~/server/http/image-paths'

// Images on the edge runtimes (decision 041): sharp is a native addon, so nothing is resized
// here. A resized address (/images/w/{width}/{path}) sends the browser to the original, which
// the runtime serves as a static file; a shop that wants resized images on the edge points
// IMAGE_HOST at the Node server or an image service. Media-library uploads live on the Node
// server's disk (decision 024), so they are not answered here.

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })

export async function serveOriginalImage(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  const url = new URL(request.url)
  if (url.pathname.startsWith(UPLOADS_PREFIX)) return notFound()
  const parsed = parseResizePath(url.pathname)
  if (!parsed || parsed.segments[0] === 'uploads') return notFound()
  // A day, like the originals themselves (vite.config.ts routeRules).
  return new Response(null, {
    status: 302,
    headers: { location: `/images/${parsed.segments.join('/')}`, 'cache-control': 'public, max-age=86400' },
  })
}
