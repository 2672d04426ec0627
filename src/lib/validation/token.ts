// The shape of an e-mailed token (password reset, e-mail verification, newsletter
// confirmation), client-safe and without zod: the loaders that check it are part of the route
// tree every page loads (decision 015). The zod schemas of the API (`tokenSchema`,
// `confirmBodySchema`) apply the same bounds on the server.

export const TOKEN_MIN_LENGTH = 20
export const TOKEN_MAX_LENGTH = 200

/** `tokenSchema.safeParse(value)`: the trimmed token if its length is within bounds. */
export function wellFormedToken(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const token = value.trim()
  return token.length >= TOKEN_MIN_LENGTH && token.length <= TOKEN_MAX_LENGTH ? token : undefined
}
