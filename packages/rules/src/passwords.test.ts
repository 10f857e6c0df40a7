import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblem, PASSWORD_MESSAGES } from './passwords.ts';

describe('new passwords', () => {
  it('accepts eight characters with upper and lower case, a digit and a symbol', () => {
    expect(newPasswordProblem('Tr0ub4dor&')).toBeUndefined();
    expect(newPasswordProblem('aB3$efgh')).toBeUndefined();
  });

  it('refuses a password missing any of the four kinds of character, with the spec message', () => {
    for (const password of ['abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'aB3$efg']) {
      expect(newPasswordProblem(password)).toBe(
        'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character',
      );
    }
  });

  it('refuses an empty password with the message the form asks for', () => {
    expect(newPasswordProblem('')).toBe('Password is required.');
    expect(newPasswordProblem(null, PASSWORD_MESSAGES.passwordRequiredOnCreate)).toBe('Password is required!');
  });

  it('refuses more than 128 characters', () => {
    const long = `aB3$${'x'.repeat(125)}`;
    expect(long).toHaveLength(129);
    expect(newPasswordProblem(long)).toBe('Password must be at most 128 characters.');
    expect(newPasswordProblem(long.slice(0, 128))).toBeUndefined();
  });
});

describe('usernames', () => {
  it('takes an email address, ignoring surrounding spaces and letter case', () => {
    expect(emailProblem('  Dealer@Example.COM ')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(emailProblem('')).toBe('Email address is required.');
    expect(emailProblem('   ')).toBe('Email address is required.');
    expect(emailProblem('dealer@example')).toBe('Invalid email address.');
    expect(emailProblem(`${'a'.repeat(250)}@x.io`)).toBe('Invalid email address.');
  });
});
