// The client-side checks of the login, sign-up, registration and reset forms (spec part 2 §5).
// The server applies the same rules and more (common passwords, length).

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/su;
export const MAX_PASSWORD_LENGTH = 128;

export const MESSAGES = {
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email address.',
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required.',
  passwordRequiredOnCreate: 'Password is required!',
  passwordComplexity: 'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character',
  passwordTooLong: 'Password must be at most 128 characters.',
  confirmRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
} as const;

export function emailError(username: string): string | undefined {
  if (!username.trim()) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(username.trim())) return MESSAGES.emailInvalid;
  return undefined;
}

export function newPasswordError(password: string, requiredMessage: string = MESSAGES.passwordRequired): string | undefined {
  if (!password) return requiredMessage;
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.passwordTooLong;
  if (!PASSWORD_PATTERN.test(password)) return MESSAGES.passwordComplexity;
  return undefined;
}

/** The confirmation must be given; it must match once the password is longer than 8 characters. */
export function confirmError(password: string, confirmPassword: string): string | undefined {
  if (!confirmPassword) return MESSAGES.confirmRequired;
  if (password.length > 8 && password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return undefined;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
