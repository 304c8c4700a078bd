import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash to verify against when the e-mail is unknown, so both answers take as long.
const unknownUserHash = hash('spokes-unknown-user-timing-equaliser');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
