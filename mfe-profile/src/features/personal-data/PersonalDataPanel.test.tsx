import { useSessionStore } from '@academy/shared';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { patchProfile } from './api/patch-profile';
import { eachTestSignedIn, student } from '../../testing/test-utils';
import { PersonalDataPanel } from './PersonalDataPanel';

jest.mock('./api/patch-profile');
jest.mock('./api/patch-photo');
jest.mock('./api/delete-photo');

eachTestSignedIn();

function Harness({ children }: { children?: ReactNode }) {
  const user = useSessionStore((state) => state.user) ?? student;
  const [editing, setEditing] = useState(false);
  return (
    <PersonalDataPanel user={user} editingNames={editing} onEditingNamesChange={setEditing}>
      {children}
    </PersonalDataPanel>
  );
}

it('has the photo, name and details sections, then what the screen puts below them', async () => {
  render(
    <Harness>
      <h3>Below</h3>
    </Harness>,
  );
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(['Photo', 'Name', 'Details', 'Below']);
});

it('the mobile Save button saves the names being edited and the changed details', async () => {
  jest
    .mocked(patchProfile)
    .mockResolvedValueOnce({ ...student, first_name: 'Dana' })
    .mockResolvedValueOnce({ ...student, first_name: 'Dana', residential_address: 'Astana' });
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Residential address' }), 'Astana');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(patchProfile).toHaveBeenNthCalledWith(1, { first_name: 'Dana', last_name: 'Sadykova' });
  expect(patchProfile).toHaveBeenNthCalledWith(2, {
    status: null,
    residential_address: 'Astana',
    taxpayer_id: '',
  });
  expect(await screen.findAllByText('Changes saved successfully')).not.toHaveLength(0);
  expect(useSessionStore.getState().user).toMatchObject({
    first_name: 'Dana',
    residential_address: 'Astana',
  });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
});

it('the mobile Save button says when something was not saved', async () => {
  render(<Harness />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Taxpayer ID (IIN/BIN)' }), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Some changes were not saved: see the messages above.')).toBeInTheDocument();
  expect(patchProfile).not.toHaveBeenCalled();
});
