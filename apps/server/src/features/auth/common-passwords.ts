import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

/** The 49,000 most common passwords of the zxcvbn-ts list (OWASP ASVS 5.0 6.2.4), compared in lower case. */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
);

/** Whether a new password is one attackers try first (the list, or the account's own e-mail address). */
export const isCommonPassword = (password: string, email?: string) =>
  COMMON.has(password.toLowerCase()) ||
  (email !== undefined && password.toLowerCase().includes(email.toLowerCase()));
