import { ApiError, useSessionStore } from '@academy/shared';

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { patchProfile } from './api/patch-profile';
import { eachTestSignedIn, student } from '../../testing/test-utils';
import { NamesEditor } from './NamesEditor';

jest.mock('./api/patch-profile');

eachTestSignedIn();

/** The editor as the profile screen uses it: the user from the session, the edit state lifted. */
function Harness() {
  const user = useSessionStore((state) => state.user) ?? student;
  const [editing, setEditing] = useState(false);
  return <NamesEditor user={user} editing={editing} onEditingChange={setEditing} />;
}

const surname = () => screen.getByRole('textbox', { name: 'Surname' });
const name = () => screen.getByRole('textbox', { name: 'Name' });

async function startEditing() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
}

async function typeNames(last: string, first: string) {
  await userEvent.clear(surname());
  if (last) await userEvent.type(surname(), last);
  await userEvent.clear(name());
  if (first) await userEvent.type(name(), first);
}

it('shows the saved names read-only until Edit', async () => {
  render(<Harness />);
  expect(surname()).toHaveValue('Sadykova');
  expect(surname()).toHaveAttribute('readonly');
  expect(name()).toHaveValue('Aruzhan');
  await startEditing();
  expect(surname()).not.toHaveAttribute('readonly');
  expect(surname()).toHaveFocus();
});

it('Cancel goes back to view with the saved names and sends nothing', async () => {
  render(<Harness />);
  await startEditing();
  await typeNames('Other', 'Name');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(surname()).toHaveValue('Sadykova');
  expect(surname()).toHaveAttribute('readonly');
  expect(patchProfile).not.toHaveBeenCalled();
});

it("refuses empty names with the spec's message, tied to the inputs", async () => {
  render(<Harness />);
  await startEditing();
  await typeNames('   ', 'Aruzhan');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('First name and last name cannot be empty');
  expect(surname()).toHaveAttribute('aria-invalid', 'true');
  expect(surname().getAttribute('aria-describedby')).toBe(alert.id);
  expect(patchProfile).not.toHaveBeenCalled();
});

it('leaves edit mode without a call when the names are unchanged (spaces trimmed)', async () => {
  render(<Harness />);
  await startEditing();
  await typeNames(' Sadykova ', 'Aruzhan');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(surname()).toHaveAttribute('readonly');
  expect(patchProfile).not.toHaveBeenCalled();
  expect(screen.queryByText('Changes saved successfully')).not.toBeInTheDocument();
});

it('saves trimmed names, says so, and the session user (the header) has them at once', async () => {
  jest.mocked(patchProfile).mockResolvedValue({ ...student, first_name: 'Dana', last_name: 'Omarova' });
  render(<Harness />);
  await startEditing();
  await typeNames(' Omarova', 'Dana ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Changes saved successfully');
  expect(patchProfile).toHaveBeenCalledWith({ first_name: 'Dana', last_name: 'Omarova' });
  expect(useSessionStore.getState().user).toMatchObject({ first_name: 'Dana', last_name: 'Omarova' });
  expect(surname()).toHaveValue('Omarova');
  expect(surname()).toHaveAttribute('readonly');
});

it('shows Saving... while the call runs', async () => {
  let finish: () => void = () => undefined;
  jest
    .mocked(patchProfile)
    .mockReturnValue(new Promise((resolve) => (finish = () => resolve({ ...student, first_name: 'Dana' }))));
  render(<Harness />);
  await startEditing();
  await typeNames('Sadykova', 'Dana');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  finish();
  expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
});

it("opens a modal with the API's message on failure and puts the saved names back", async () => {
  jest.mocked(patchProfile).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'Ensure this field has no more than 150 characters.',
      fieldErrors: { first_name: ['Ensure this field has no more than 150 characters.'] },
    }),
  );
  render(<Harness />);
  await startEditing();
  await typeNames('Omarova', 'Dana');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Ensure this field has no more than 150 characters.');
  expect(surname()).toHaveValue('Sadykova');
  expect(name()).toHaveValue('Aruzhan');
  expect(useSessionStore.getState().user).toEqual(student);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("says 'Error updating profile data' when the failure carries no message of its own", async () => {
  jest.mocked(patchProfile).mockRejectedValue(new ApiError({ kind: 'http', status: 502, message: '' }));
  render(<Harness />);
  await startEditing();
  await typeNames('Omarova', 'Dana');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Error updating profile data',
  );
});
