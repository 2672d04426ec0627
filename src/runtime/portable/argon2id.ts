import { argon2idAsync } from '@noble/hashes/argon2.js'

// argon2id in plain JavaScript, for runtimes that cannot load the native @node-rs/argon2 addon
// (Cloudflare Workers; Deno without FFI). Not a WASM build: Workers refuse to compile WASM from
// bytes at run time, and a .wasm import needs bundler support per runtime (decision 041). The
// hashes are the PHC strings @node-rs/argon2 writes, with its defaults, so a hash made on Node
// verifies here and the other way round (runtime/portable/argon2id.test.ts).

/** @node-rs/argon2's defaults for `algorithm: 2` (argon2id): the OWASP minimum. */
export const ARGON2ID_DEFAULTS = { m: 19_456, t: 2, p: 1, dkLen: 32, saltLen: 16 } as const

const encoder = new TextEncoder()

// PHC strings use standard base64 without padding.
const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '')
const fromB64 = (text: string) =>
  Uint8Array.from(atob(text + '='.repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0))

type Parsed = { m: number; t: number; p: number; salt: Uint8Array; hash: Uint8Array }

/** `$argon2id$v=19$m=…,t=…,p=…$salt$hash`, or null for anything else (argon2i/d, malformed). */
export function parsePhc(phc: string): Parsed | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc)
  if (!match) return null
  const [, m, t, p, salt, hash] = match
  try {
    return { m: Number(m), t: Number(t), p: Number(p), salt: fromB64(salt!), hash: fromB64(hash!) }
  } catch {
    return null
  }
}

export async function hashArgon2id(password: string): Promise<string> {
  const { m, t, p, dkLen, saltLen } = ARGON2ID_DEFAULTS
  const salt = crypto.getRandomValues(new Uint8Array(saltLen))
  const hash = await argon2idAsync(encoder.encode(password), salt, { m, t, p, dkLen })
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${toB64(salt)}$${toB64(hash)}`
}

export async function verifyArgon2id(phc: string, password: string): Promise<boolean> {
  const parsed = parsePhc(phc)
  // Bounds: a stored hash is ours, but a corrupt row must not make the server allocate gigabytes.
  if (!parsed || parsed.m > 262_144 || parsed.t > 10 || parsed.p > 8 || parsed.hash.length < 16) return false
  const actual = await argon2idAsync(encoder.encode(password), parsed.salt, {
    m: parsed.m,
    t: parsed.t,
    p: parsed.p,
    dkLen: parsed.hash.length,
  })
  // Constant time over the digest.
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ parsed.hash[i]!
  return diff === 0
}
