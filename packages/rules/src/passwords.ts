// Password and sign-in field rules (spec part 2 §5). The API enforces them (and also refuses common
// passwords); the web forms check them before sending, with the same messages.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
/** At least 8 characters with a lowercase and an uppercase letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/su;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email address.',
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required.',
  passwordRequiredOnCreate: 'Password is required!',
  passwordComplexity: 'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  confirmRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  /** the configurator's save dialog, where a visitor's email becomes their username */
  saveEmailInvalid: 'Please enter a valid email address.',
} as const;

/** Whether a value (surrounding spaces aside) is an email address: the one check the API and every form use. */
export function isEmailAddress(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Usernames are email addresses, compared without surrounding spaces and letter case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** The message for a username (an email address) that breaks the rules, or undefined. */
export function emailProblem(value: string | null | undefined): string | undefined {
  const username = normalizeUsername(value ?? '');
  if (!username) return PASSWORD_MESSAGES.emailRequired;
  if (!isEmailAddress(username)) return PASSWORD_MESSAGES.emailInvalid;
  return undefined;
}

/** The message for a new password that breaks the length or complexity rules, or undefined. */
export function newPasswordProblem(
  password: string | null | undefined,
  requiredMessage: string = PASSWORD_MESSAGES.passwordRequired,
): string | undefined {
  if (!password) return requiredMessage;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.passwordTooLong;
  if (!PASSWORD_PATTERN.test(password)) return PASSWORD_MESSAGES.passwordComplexity;
  return undefined;
}

/** Sign-in, passcode and session messages the API answers and the sign-in screens show. */
export const SIGN_IN_MESSAGES = {
  noPasscode: 'No passcode provided.',
  passcodeLength: 'Passcode must be 6 numbers.',
  passcodeDigits: 'Passcode can only contain numbers.',
  incorrectPasscode: 'Incorrect Passcode.',
  invalidResetRequest: 'Invalid password reset request.',
  tokenExpired: 'Your login token has expired.',
} as const;
