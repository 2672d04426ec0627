/** HttpOnly cookie holding the storefront session's bearer token. */
export const SESSION_COOKIE = 'soglia_session'
