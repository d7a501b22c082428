/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n } from '@academy/shared/testing';
import { deleteAccount } from './api/delete-account';
import { deletePhoto } from './api/delete-photo';
import { patchPassword } from './api/patch-password';
import { patchProfile } from './api/patch-profile';

beforeAll(async () => {
  await initTestI18n('en');
});

// patchPhoto goes through XMLHttpRequest for its upload progress: api/patch-photo.test.ts.
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
]);
