import { ApiError, useSessionStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deletePhoto } from './api/delete-photo';
import { patchPhoto, type UploadProgress } from './api/patch-photo';
import { signInAs, signOutEverywhere, student } from '../../testing/test-utils';
import { PHOTO_TYPES, PhotoEditor } from './PhotoEditor';

jest.mock('./api/patch-photo');
jest.mock('./api/delete-photo');

const withPhoto: User = { ...student, photo: 'http://api.test/media/photos/old.png' };

beforeAll(async () => {
  await initTestI18n('en');
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(URL.createObjectURL).mockReturnValue('blob:preview-1');
  signOutEverywhere();
});

function Harness() {
  const user = useSessionStore((state) => state.user) ?? student;
  return <PhotoEditor user={user} />;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

async function choose(file: File = png()) {
  await userEvent.upload(screen.getByLabelText('Add photo'), file);
}

it('offers a file picker limited to images', () => {
  signInAs();
  render(<Harness />);
  const picker = screen.getByLabelText('Add photo');
  expect(picker).toHaveAttribute('type', 'file');
  expect(picker).toHaveAttribute('accept', PHOTO_TYPES);
  expect(PHOTO_TYPES.split(',').every((type) => type.startsWith('image/'))).toBe(true);
  expect(screen.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
});

it('shows a preview of the chosen image before anything is sent; Cancel drops it', async () => {
  signInAs();
  render(<Harness />);
  await choose();
  expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toHaveAttribute(
    'src',
    'blob:preview-1',
  );
  expect(patchPhoto).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('img', { name: 'Preview of the new photo' })).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
});

it('uploads with a progress bar, then the new photo is the session user photo (card and header)', async () => {
  signInAs();
  let report: UploadProgress = () => undefined;
  let finish: () => void = () => undefined;
  jest.mocked(patchPhoto).mockImplementation((_photo, onProgress) => {
    report = onProgress ?? report;
    return new Promise(
      (resolve) => (finish = () => resolve({ ...student, photo: 'http://api.test/media/photos/new.png' })),
    );
  });
  render(<Harness />);
  const file = png();
  await choose(file);
  await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
  expect(jest.mocked(patchPhoto).mock.calls[0]?.[0]).toBe(file);

  act(() => report(0.42));
  const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(bar).toHaveAttribute('value', '42');
  expect(screen.getByRole('button', { name: 'Uploading... 42%' })).toBeDisabled();

  await act(async () => finish());
  expect(await screen.findByRole('status')).toHaveTextContent('Photo updated');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(useSessionStore.getState().user?.photo).toBe('http://api.test/media/photos/new.png');
  expect(screen.getByRole('img', { name: 'Photo of Aruzhan Sadykova' })).toHaveAttribute(
    'src',
    'http://api.test/media/photos/new.png',
  );
});

it("shows the API's message for a refused file and keeps the old photo", async () => {
  signInAs(withPhoto);
  const message = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
  jest
    .mocked(patchPhoto)
    .mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, message, fieldErrors: { photo: [message] } }),
    );
  render(<Harness />);
  await userEvent.upload(screen.getByLabelText('Change photo'), png());
  await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(useSessionStore.getState().user?.photo).toBe(withPhoto.photo);
});

it('deletes the photo on the server; the default image comes back', async () => {
  signInAs(withPhoto);
  jest.mocked(deletePhoto).mockResolvedValue({ ...withPhoto, photo: null });
  render(<Harness />);
  expect(screen.getByRole('img', { name: 'Photo of Aruzhan Sadykova' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Photo removed');
  expect(deletePhoto).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
  expect(useSessionStore.getState().user?.photo).toBeNull();
  expect(screen.getByLabelText('Add photo')).toBeInTheDocument();
});

it('says why a deletion failed and keeps the photo', async () => {
  signInAs(withPhoto);
  jest
    .mocked(deletePhoto)
    .mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection to the server.' }));
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');
  expect(screen.getByRole('img', { name: 'Photo of Aruzhan Sadykova' })).toBeInTheDocument();
});
