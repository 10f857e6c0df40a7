import { AppError } from '../schema/errors.ts';
import { COMMON_PASSWORDS } from './commonPasswords.ts';

export const EMAIL_REQUIRED = 'Email address is required.';
export const EMAIL_INVALID = 'Invalid email address.';
export const NAME_REQUIRED = 'Name is required';
export const PASSWORD_REQUIRED = 'Password is required.';
export const PASSWORD_REQUIRED_ON_CREATE = 'Password is required!';
export const PASSWORD_COMPLEXITY =
  'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters.';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less predictable one.';
export const CONFIRM_REQUIRED = 'Please confirm your password.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

export const MAX_PASSWORD_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COMPLEXITY_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/su;

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** The username (an email address), normalized, or an error naming the field. */
export function checkEmail(value: string | null | undefined, field = 'username'): string {
  const username = normalizeUsername(value ?? '');
  if (!username) throw new AppError(EMAIL_REQUIRED, { field });
  if (username.length > 254 || !EMAIL_PATTERN.test(username)) throw new AppError(EMAIL_INVALID, { field });
  return username;
}

/**
 * A common password stays common with a capital, a digit and a symbol added ("Password1!"), so
 * the check also looks at the word left after trimming digits and symbols from both ends.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // Short words ("demo", "love") are only refused as the whole password, not as its core.
  const known = (word: string) => word.length >= 5 && COMMON_PASSWORDS.has(word);
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const leet = core.replace(/0/g, 'o').replace(/[1!]/g, 'i').replace(/3/g, 'e').replace(/[4@]/g, 'a').replace(/\$/g, 's');
  return known(core) || known(leet) || known(lower.replace(/[^a-z]/g, ''));
}

/** The rules every new password meets (registration, reset, user form). */
export function checkNewPassword(password: string | null | undefined, options: { field?: string; requiredMessage?: string } = {}): string {
  const field = options.field ?? 'password';
  if (!password) throw new AppError(options.requiredMessage ?? PASSWORD_REQUIRED, { field });
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError(PASSWORD_TOO_LONG, { field });
  if (!COMPLEXITY_PATTERN.test(password)) throw new AppError(PASSWORD_COMPLEXITY, { field });
  if (isCommonPassword(password)) throw new AppError(PASSWORD_TOO_COMMON, { field });
  return password;
}

/** The confirmation must be given and equal the password. */
export function checkConfirmation(password: string, confirmPassword: string | null | undefined): void {
  if (!confirmPassword) throw new AppError(CONFIRM_REQUIRED, { field: 'confirmPassword' });
  if (confirmPassword !== password) throw new AppError(PASSWORDS_DO_NOT_MATCH, { field: 'confirmPassword' });
}
