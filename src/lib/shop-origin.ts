// The origins a browser's own requests to the shop come from (issue 41): the address the server
// was reached at, and the public one — behind a TLS proxy the server sees http://internal:3000
// while the browser says Origin: https://shop.example. Client-safe (used by src/start.ts).

const originOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export function isShopOrigin(origin: string, requestUrl: string, publicUrl: string | undefined): boolean {
  return origin === originOf(requestUrl) || (origin !== 'null' && origin === originOf(publicUrl))
}
