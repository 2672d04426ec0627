import { contentSecurityPolicy, currentNonce, inlineScriptHashes } from '~/server/http/security-headers'

/** Headers that belong to one response only. */
const UNSHARED_HEADERS = new Set([
  'x-request-id',
  'date',
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-security-policy',
])

/**
 * The headers a kept answer is replayed with (this cache and the edge's shared one): its own,
 * less those of one response only, plus — for a page — the policy of its render (decision 026):
 * the hashes of its inline scripts, and the render's nonce for the scripts the client adds at
 * run time (it reads the nonce from the page). Content and nonce are made together and only
 * change together (a new data version renders again), so no content can be crafted knowing it.
 */
export async function keptHeaders(response: Response, body: Uint8Array): Promise<Array<[string, string]>> {
  const headers = [...response.headers].filter(([name]) => !UNSHARED_HEADERS.has(name.toLowerCase()))
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    const hashes = await inlineScriptHashes(new TextDecoder().decode(body))
    headers.push(['content-security-policy', contentSecurityPolicy({ nonce: currentNonce(), hashes })])
  }
  return headers
}
