import { runtime } from '#runtime'

// argon2id (m=19 MiB, t=2, p=1: the OWASP minimum), native on Node and portable on the edge
// runtimes, with the same PHC strings (decision 041).
export const hashPassword = (password: string) => runtime.passwords.hash(password)
const verify = (hashed: string, password: string) => runtime.passwords.verify(hashed, password)

let dummy: Promise<string> | undefined

/**
 * The password "hash" of an account that has none yet (a retailer's invited user, issue 14):
 * no password matches it, and nobody but the invitee can ever set one.
 */
export const NO_PASSWORD = '!invited'

/** Verifies a password; with no hash (unknown or invited account) it still spends the same time. */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed || hashed === NO_PASSWORD) {
    await verify(await (dummy ??= hashPassword('timing-equaliser')), password).catch(() => false)
    return false
  }
  return verify(hashed, password).catch(() => false)
}
