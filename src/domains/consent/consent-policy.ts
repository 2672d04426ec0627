/** The cookie policy is the CMS page 'cookie' (English slug 'cookie-policy'): there the dialog does not cover the text. */
const POLICY_SLUGS = new Set(['cookie', 'cookie-policy'])

export const isPolicyPath = (pathname: string) => POLICY_SLUGS.has(pathname.split('/').filter(Boolean).at(-1) ?? '')
