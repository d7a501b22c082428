import { endpoint } from '@academy/shared/endpoint';
import type { Language, User } from '@academy/shared';

/**
 * Every endpoint the shell calls (docs/decisions/0210): the only module of the shell that declares
 * one; the header also reads the kernel's table (the current user).
 */
export const endpoints = {
  /** The language chosen in the header, kept by the account: its mails are written in it (decision 0167). */
  accountLanguage: endpoint<{ response: User; json: { language: Language } }>()({
    method: 'patch',
    path: '/student/student/update/',
    fallback: 'profileUpdate',
  }),
};
