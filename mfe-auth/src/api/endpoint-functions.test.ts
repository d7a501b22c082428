/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { postPasswordReset } from '../features/password-recovery/api/post-password-reset';
import { postPasswordResetConfirm } from '../features/password-recovery/api/post-password-reset-confirm';
import { postPasswordResetVerify } from '../features/password-recovery/api/post-password-reset-verify';
import { postRegister } from '../features/sign-up/api/post-register';
import { postResendCode } from '../features/email-verification/api/post-resend-code';
import { postVerifyEmail } from '../features/email-verification/api/post-verify-email';
import { getOidcProviders } from '../features/social-sign-in/api/get-oidc-providers';
import { postOidcExchange } from '../features/social-sign-in/api/post-oidc-exchange';

beforeAll(async () => {
  await initTestI18n('en');
});

describeEndpoints([
  [
    'postRegister',
    () => postRegister({ email: 'a@b.c', password1: 'p', password2: 'p' }),
    'POST',
    '/student/auth/register/',
    { email: 'a@b.c', password1: 'p', password2: 'p' },
    false,
  ],
  [
    'postVerifyEmail',
    () => postVerifyEmail({ email: 'a@b.c', code: '1234' }),
    'POST',
    '/student/auth/verify-email/',
    { email: 'a@b.c', code: '1234' },
    false,
  ],
  [
    'postResendCode',
    () => postResendCode({ email: 'a@b.c' }),
    'POST',
    '/student/auth/resend-code/',
    { email: 'a@b.c' },
    false,
  ],
  [
    'postPasswordReset',
    () => postPasswordReset({ email: 'a@b.c' }),
    'POST',
    '/student/auth/password-reset/',
    { email: 'a@b.c' },
    false,
  ],
  [
    'postPasswordResetVerify',
    () => postPasswordResetVerify({ email: 'a@b.c', code: '1234' }),
    'POST',
    '/student/auth/password-reset/verify/',
    { email: 'a@b.c', code: '1234' },
    false,
  ],
  [
    'postPasswordResetConfirm',
    () => postPasswordResetConfirm({ reset_token: 't', new_password1: 'n', new_password2: 'n' }),
    'POST',
    '/student/auth/password-reset/confirm/',
    { reset_token: 't', new_password1: 'n', new_password2: 'n' },
    false,
  ],
  ['getOidcProviders', () => getOidcProviders(), 'GET', '/student/auth/oidc/providers/', null, false],
  [
    'postOidcExchange',
    () => postOidcExchange('one-time'),
    'POST',
    '/student/auth/oidc/exchange/',
    { code: 'one-time' },
    false,
  ],
]);
