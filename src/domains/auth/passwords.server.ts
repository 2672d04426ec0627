import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum).
export const hashPassword = (password: string) => hash(password, { algorithm: 2 })

let dummy: Promise<string> | undefined

/** Verifies a password; with no hash (unknown account) it still spends the same time. */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    await verify(await (dummy ??= hashPassword('timing-equaliser')), password).catch(() => false)
    return false
  }
  return verify(hashed, password).catch(() => false)
}
