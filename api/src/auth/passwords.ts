import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the user does not exist keeps the timing of both failures alike. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A random password meeting the complexity rule, for accounts created without one. */
export function randomPassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1!`;
}
