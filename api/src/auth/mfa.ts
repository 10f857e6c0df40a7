import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../schema/errors.ts';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

/** The product name shown as the issuer in authenticator apps. */
export const MFA_ISSUER = 'QuoteCraft';
export const MFA_STEP_SECONDS = 30;
/** How long the passcode step may take after the password was accepted. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;

export const NO_PASSCODE = SIGN_IN_MESSAGES.noPasscode;
export const PASSCODE_LENGTH = SIGN_IN_MESSAGES.passcodeLength;
export const PASSCODE_DIGITS = SIGN_IN_MESSAGES.passcodeDigits;
export const INCORRECT_PASSCODE = SIGN_IN_MESSAGES.incorrectPasscode;
export const CHALLENGE_EXPIRED = 'Your passcode request has expired. Please log in again.';
export const CANNOT_GENERATE_SECRET = 'Cannot generate secret.';

/** TOTP: 6 digits, 30-second steps, SHA1; one step of clock drift either way is accepted. */
export const totp = authenticator.clone({
  digits: 6,
  step: MFA_STEP_SECONDS,
  algorithm: 'sha1' as never,
  window: 1,
});

export const newMfaSecret = () => totp.generateSecret(20);

export async function enrolmentDetails(username: string, secret: string) {
  const otpauthUrl = totp.keyuri(username, MFA_ISSUER, secret);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrCode };
}

/** The six digits of a passcode typed as "123 456", or the validation message. */
export function normalizePasscode(passcode: string | null | undefined): string {
  const digits = (passcode ?? '').replace(/\s+/g, '');
  if (!digits) throw new AppError(NO_PASSCODE, { field: 'passcode' });
  if (!/^\d+$/.test(digits)) throw new AppError(PASSCODE_DIGITS, { field: 'passcode' });
  if (digits.length !== 6) throw new AppError(PASSCODE_LENGTH, { field: 'passcode' });
  return digits;
}

/** The time step at which the passcode is valid for the secret, or null. */
export function passcodeTimeStep(passcode: string, secret: string, nowMs = Date.now()): number | null {
  const delta = totp.checkDelta(passcode, secret);
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / MFA_STEP_SECONDS) + delta;
}

export interface MfaChallenge {
  userId: number;
  /** the user's tokenVersion: a password reset or sign-out everywhere voids open challenges */
  version: number;
  stayLoggedIn: boolean;
  /** a secret offered for enrolment, saved once a passcode from it is accepted */
  pendingSecret: string | null;
}

const encoder = new TextEncoder();
const CHALLENGE_ISSUER = 'quotecraft-mfa';

/** A short-lived proof that the password was right, exchanged with a passcode for a session token. */
export async function signMfaChallenge(secret: string, challenge: MfaChallenge): Promise<string> {
  return new SignJWT({ ver: challenge.version, stay: challenge.stayLoggedIn, pending: challenge.pendingSecret })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(challenge.userId))
    .setIssuer(CHALLENGE_ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + MFA_CHALLENGE_TTL_SECONDS)
    .sign(encoder.encode(secret));
}

export async function verifyMfaChallenge(secret: string, token: string | null | undefined): Promise<MfaChallenge> {
  if (!token) throw new AppError(CHALLENGE_EXPIRED, { code: 'UNAUTHENTICATED', field: 'mfaToken' });
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: CHALLENGE_ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) throw new Error('bad subject');
    return {
      userId,
      version: Number(payload.ver ?? 0),
      stayLoggedIn: payload.stay === true,
      pendingSecret: typeof payload.pending === 'string' ? payload.pending : null,
    };
  } catch {
    throw new AppError(CHALLENGE_EXPIRED, { code: 'UNAUTHENTICATED', field: 'mfaToken' });
  }
}
