import { emailProblem, newPasswordProblem, normalizeUsername, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { AppError } from '../schema/errors.ts';
import { COMMON_PASSWORDS } from './commonPasswords.ts';

export { MAX_PASSWORD_LENGTH, normalizeUsername } from '@quotecraft/rules/passwords';

export const EMAIL_REQUIRED = PASSWORD_MESSAGES.emailRequired;
export const EMAIL_INVALID = PASSWORD_MESSAGES.emailInvalid;
export const NAME_REQUIRED = PASSWORD_MESSAGES.nameRequired;
export const PASSWORD_REQUIRED = PASSWORD_MESSAGES.passwordRequired;
export const PASSWORD_REQUIRED_ON_CREATE = PASSWORD_MESSAGES.passwordRequiredOnCreate;
export const PASSWORD_COMPLEXITY = PASSWORD_MESSAGES.passwordComplexity;
export const PASSWORD_TOO_LONG = PASSWORD_MESSAGES.passwordTooLong;
export const PASSWORD_TOO_COMMON = PASSWORD_MESSAGES.passwordTooCommon;
export const CONFIRM_REQUIRED = PASSWORD_MESSAGES.confirmRequired;
export const PASSWORDS_DO_NOT_MATCH = PASSWORD_MESSAGES.passwordsDoNotMatch;

/** The username (an email address), normalized, or an error naming the field. */
export function checkEmail(value: string | null | undefined, field = 'username'): string {
  const problem = emailProblem(value);
  if (problem) throw new AppError(problem, { field });
  return normalizeUsername(value ?? '');
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

/** The rules every new password meets (registration, reset, user form): the shared ones, and not a common password. */
export function checkNewPassword(password: string | null | undefined, options: { field?: string; requiredMessage?: string } = {}): string {
  const field = options.field ?? 'password';
  if (!password) throw new AppError(options.requiredMessage ?? PASSWORD_REQUIRED, { field });
  const problem = newPasswordProblem(password) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : undefined);
  if (problem) throw new AppError(problem, { field });
  return password;
}

/** The confirmation must be given and equal the password. */
export function checkConfirmation(password: string, confirmPassword: string | null | undefined): void {
  if (!confirmPassword) throw new AppError(CONFIRM_REQUIRED, { field: 'confirmPassword' });
  if (confirmPassword !== password) throw new AppError(PASSWORDS_DO_NOT_MATCH, { field: 'confirmPassword' });
}
