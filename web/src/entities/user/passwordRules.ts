// The client-side checks of the login, sign-up, registration and reset forms (spec part 2 §5): the
// rules and messages of @quotecraft/rules, which the server applies too (and more: common passwords).
import { emailProblem, newPasswordProblem, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';

export const MESSAGES = PASSWORD_MESSAGES;

export const emailError = (username: string): string | undefined => emailProblem(username);

export const newPasswordError = (password: string, requiredMessage: string = MESSAGES.passwordRequired): string | undefined =>
  newPasswordProblem(password, requiredMessage);

/** The confirmation must be given; it must match once the password is longer than 8 characters. */
export function confirmError(password: string, confirmPassword: string): string | undefined {
  if (!confirmPassword) return MESSAGES.confirmRequired;
  if (password.length > 8 && password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return undefined;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
