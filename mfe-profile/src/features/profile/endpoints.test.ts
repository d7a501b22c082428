/**
 * @jest-environment node
 */
import { describeEndpoints, initTestI18n, recordRequests } from '@academy/shared/testing';
import { deleteAccount } from './api/delete-account';
import { patchPassword } from './api/patch-password';
import { patchPhoto } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';

beforeAll(async () => {
  await initTestI18n('en');
});

describeEndpoints([
  [
    'patchProfile',
    () => patchProfile({ first_name: 'Ada', last_name: 'L' }),
    'PATCH',
    '/student/student/update/',
    { first_name: 'Ada', last_name: 'L' },
    true,
  ],
  [
    'patchPassword',
    () => patchPassword({ email: 'a@b.c', new_password: 'n' }),
    'PATCH',
    '/student/reset-password/',
    { email: 'a@b.c', new_password: 'n' },
    true,
  ],
  ['deleteAccount', () => deleteAccount(), 'DELETE', '/student/student/delete/', null, true],
]);

describe('patchPhoto', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads the photo as multipart in the field photo', async () => {
    const seen = recordRequests();
    await patchPhoto(new Blob(['png-bytes'], { type: 'image/png' }));
    expect(seen[0]?.method).toBe('PATCH');
    expect(seen[0]?.url).toBe('/student/student/update_photo/');
    expect(Object.keys(seen[0]?.body as object)).toEqual(['photo']);
  });
});
