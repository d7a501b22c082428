import { endpoint } from '@academy/shared/endpoint';
import type {
  DetailResponse,
  PasswordResetConfirmPayload,
  PasswordResetConfirmResponse,
  PasswordResetRequestPayload,
  PasswordResetRequestResponse,
  PasswordResetVerifyPayload,
  PasswordResetVerifyResponse,
  RegisterPayload,
  RegisterResponse,
  ResendCodePayload,
  SocialExchangePayload,
  SocialProvider,
  Tokens,
  VerifyEmailPayload,
} from '@academy/shared';

/**
 * Every endpoint mfe-auth calls (docs/decisions/0210): the only module of this remote that declares
 * one; the features' api/ functions call them with `api.call`, and the API's contract test reads them.
 * Each is sent without the token: a stale one must not block signing in. Sign-in itself is the
 * kernel's (`postLogin`): the profile's standalone frame calls it too.
 */
export const endpoints = {
  register: endpoint<{ response: RegisterResponse; json: RegisterPayload }>()({
    method: 'post',
    path: '/student/auth/register/',
    fallback: 'registration',
    anonymous: true,
  }),
  verifyEmail: endpoint<{ response: Tokens; json: VerifyEmailPayload }>()({
    method: 'post',
    path: '/student/auth/verify-email/',
    fallback: 'emailVerification',
    anonymous: true,
  }),
  resendCode: endpoint<{ response: DetailResponse; json: ResendCodePayload }>()({
    method: 'post',
    path: '/student/auth/resend-code/',
    fallback: 'resendCode',
    anonymous: true,
  }),
  passwordReset: endpoint<{ response: PasswordResetRequestResponse; json: PasswordResetRequestPayload }>()({
    method: 'post',
    path: '/student/auth/password-reset/',
    fallback: 'passwordRecovery',
    anonymous: true,
  }),
  passwordResetVerify: endpoint<{
    response: PasswordResetVerifyResponse;
    json: PasswordResetVerifyPayload;
  }>()({
    method: 'post',
    path: '/student/auth/password-reset/verify/',
    fallback: 'passwordRecovery',
    anonymous: true,
  }),
  passwordResetConfirm: endpoint<{
    response: PasswordResetConfirmResponse;
    json: PasswordResetConfirmPayload;
  }>()({
    method: 'post',
    path: '/student/auth/password-reset/confirm/',
    fallback: 'passwordRecovery',
    anonymous: true,
  }),
  oidcProviders: endpoint<{ response: SocialProvider[] }>()({
    method: 'get',
    path: '/student/auth/oidc/providers/',
    fallback: 'authorization',
    anonymous: true,
    addition: { name: 'socialSignIn', probe: true },
  }),
  oidcExchange: endpoint<{ response: Tokens; json: SocialExchangePayload }>()({
    method: 'post',
    path: '/student/auth/oidc/exchange/',
    fallback: 'authorization',
    anonymous: true,
  }),
};
