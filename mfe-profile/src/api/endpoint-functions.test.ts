/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { deleteAccount } from '../features/account-security/api/delete-account';
import { deletePhoto } from '../features/personal-data/api/delete-photo';
import { getPayments } from '../features/purchases/api/get-payments';
import { getCertificates } from '../features/certificates/api/get-certificates';
import { patchPassword } from '../features/account-security/api/patch-password';
import { patchProfile } from '../features/personal-data/api/patch-profile';
import { postRefusal } from '../features/purchases/api/post-refusal';

beforeAll(async () => {
  await initTestI18n('en');
});

// patchPhoto's upload (the kernel client's XMLHttpRequest transport, for its progress): api/patch-photo.test.ts.
describeEndpoints([
  [
    'patchProfile (names)',
    () => patchProfile({ first_name: 'Ada', last_name: 'L' }),
    'PATCH',
    '/student/student/update/',
    { first_name: 'Ada', last_name: 'L' },
    true,
  ],
  [
    'patchProfile (facts only, a partial update)',
    () =>
      patchProfile({ status: 'legal_entity', residential_address: 'Abay 12', taxpayer_id: '980414400238' }),
    'PATCH',
    '/student/student/update/',
    { status: 'legal_entity', residential_address: 'Abay 12', taxpayer_id: '980414400238' },
    true,
  ],
  [
    'patchPassword',
    () => patchPassword({ email: 'a@b.c', current_password: 'old', new_password: 'n' }),
    'PATCH',
    '/student/reset-password/',
    { email: 'a@b.c', current_password: 'old', new_password: 'n' },
    true,
  ],
  ['deletePhoto', () => deletePhoto(), 'DELETE', '/student/student/update_photo/', null, true],
  ['deleteAccount', () => deleteAccount(), 'DELETE', '/student/student/delete/', null, true],
  ['getPayments', () => getPayments(), 'GET', '/courses/payments/', null, true],
  ['getCertificates', () => getCertificates(), 'GET', '/courses/student/certificates/', null, true],
  [
    'postRefusal (with a reason)',
    () => postRefusal('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'Moved abroad'),
    'POST',
    '/courses/payments/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/refusal/',
    { reason: 'Moved abroad' },
    true,
  ],
  [
    'postRefusal (no reason)',
    () => postRefusal('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', ''),
    'POST',
    '/courses/payments/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b/refusal/',
    {},
    true,
  ],
]);
