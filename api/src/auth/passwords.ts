import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

/** What a password hash costs: PASSWORD_HASH_MEMORY_KIB (config.ts). */
export type PasswordHashing = Pick<Config, 'passwordHashMemoryKib'>;

export const hashPassword = (hashing: PasswordHashing, password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: hashing.passwordHashMemoryKib, timeCost: 3, parallelism: 4 });

/** Checks a password against its hash, at the cost the hash was made with. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the user does not exist keeps the timing of both failures alike. */
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(hashing: PasswordHashing): Promise<string> {
  let hash = decoyHashes.get(hashing.passwordHashMemoryKib);
  if (!hash) decoyHashes.set(hashing.passwordHashMemoryKib, (hash = hashPassword(hashing, randomBytes(16).toString('hex'))));
  return hash;
}

/** A random password meeting the complexity rule, for accounts created without one. */
export function randomPassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1!`;
}
