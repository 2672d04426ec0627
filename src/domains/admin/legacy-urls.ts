// Spec §2 legacy administration screens → today's screens, answered with 301 before any page
// renders (decision 022). Only unprefixed paths: /en/products is the English shop, not these.

const rules: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^\/administration\/orders\/old\/(?:checkout|create)$/i, () => '/administration/orders/createb'],
  [/^\/administration\/orders\/old\/(\d+)$/i, (m) => `/administration/orders/${m[1]}`],
  [/^\/administration\/old\/categories$/i, () => '/administration/categories'],
  [/^\/administration\/old\/categories\/create$/i, () => '/administration/categories/create'],
  [/^\/administration\/old\/categories\/(\d+)\/edit$/i, (m) => `/administration/categories/${m[1]}`],
  [/^\/configurator$/, () => '/administration/products'],
  [/^\/products$/, () => '/administration/products'],
  [/^\/products\/create$/, () => '/administration/products/create'],
  [/^\/products\/(\d+)\/edit$/, (m) => `/administration/products/${m[1]}`],
  [/^\/users$/, () => '/administration/users'],
  [/^\/users\/(\d+)$/, (m) => `/administration/users/${m[1]}`],
  // Spec §2 names the slideshow's route /administration/slideshow (menu label: slider).
  [/^\/administration\/slider(\/create|\/\d+)?\/?$/, (m) => `/administration/slideshow${m[1] ?? ''}`],
]

/** Today's path for a legacy admin path, or null. */
export function legacyAdminPath(pathname: string): string | null {
  for (const [pattern, to] of rules) {
    const match = pathname.match(pattern)
    if (match) return to(match)
  }
  return null
}

/** A 301 to today's screen (the query string kept), or null. */
export function legacyAdminRedirect(url: URL): Response | null {
  const to = legacyAdminPath(url.pathname)
  return to ? new Response(null, { status: 301, headers: { location: `${to}${url.search}` } }) : null
}
