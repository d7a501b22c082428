import { ApiError, useSessionStore } from '@academy/shared';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import cases from '../../../../test-support/taxpayer-ids.json';
import { patchProfile } from './api/patch-profile';
import { eachTestSignedIn, signInAs, student } from '../../testing/test-utils';
import { ProfileFactsForm } from './ProfileFactsForm';

jest.mock('./api/patch-profile');

eachTestSignedIn();

function Harness() {
  const user = useSessionStore((state) => state.user) ?? student;
  return <ProfileFactsForm user={user} />;
}

const taxpayerId = () => screen.getByRole('textbox', { name: 'Taxpayer ID (IIN/BIN)' });
const address = () => screen.getByRole('textbox', { name: 'Residential address' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save details' }));

it('shows the stored status, address and taxpayer id', () => {
  signInAs({
    ...student,
    status: 'legal_entity',
    residential_address: 'Abay 12',
    taxpayer_id: '980414400238',
  });
  render(<Harness />);
  expect(screen.getByRole('radio', { name: 'Legal entity' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Individual' })).not.toBeChecked();
  expect(address()).toHaveValue('Abay 12');
  expect(taxpayerId()).toHaveValue('980414400238');
  expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
});

it('saves the facts with a partial update and says so', async () => {
  jest.mocked(patchProfile).mockResolvedValue({
    ...student,
    status: 'individual',
    residential_address: '12 Abay Avenue, Almaty',
    taxpayer_id: '900101300453',
  });
  render(<Harness />);
  await userEvent.click(screen.getByRole('radio', { name: 'Individual' }));
  await userEvent.type(address(), ' 12 Abay Avenue, Almaty ');
  await userEvent.type(taxpayerId(), '900101300453');
  await save();
  expect(await screen.findByRole('status')).toHaveTextContent('Changes saved successfully');
  expect(patchProfile).toHaveBeenCalledWith({
    status: 'individual',
    residential_address: '12 Abay Avenue, Almaty',
    taxpayer_id: '900101300453',
  });
  expect(useSessionStore.getState().user).toMatchObject({
    taxpayer_id: '900101300453',
    status: 'individual',
  });
});

// What a student can type into the 12-character field; spaces around an id are trimmed, as the API trims them.
const typeable = cases.invalid.filter(({ value }) => {
  const typed = value.trim();
  return typed !== '' && typed.length <= 12 && !cases.valid.some((valid) => valid.value === typed);
});

it.each(typeable)('refuses the taxpayer id $value ($why) before calling the API', async ({ value }) => {
  render(<Harness />);
  await userEvent.type(taxpayerId(), value.trim());
  await save();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(
    'Enter a valid IIN/BIN: 12 digits that start with a real date (of birth or registration) and end with a correct check digit.',
  );
  expect(taxpayerId()).toHaveAttribute('aria-invalid', 'true');
  expect(taxpayerId().getAttribute('aria-describedby')).toContain(alert.id);
  expect(patchProfile).not.toHaveBeenCalled();
});

it('checks the taxpayer id when the student leaves the field', async () => {
  render(<Harness />);
  await userEvent.type(taxpayerId(), '900101300454');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid IIN/BIN');
  await userEvent.clear(taxpayerId());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('lets the student clear the taxpayer id', async () => {
  signInAs({ ...student, taxpayer_id: '900101300453' });
  jest.mocked(patchProfile).mockResolvedValue({ ...student, taxpayer_id: '' });
  render(<Harness />);
  await userEvent.clear(taxpayerId());
  await save();
  expect(patchProfile).toHaveBeenCalledWith(expect.objectContaining({ taxpayer_id: '' }));
  expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
});

it('sends nothing when nothing changed', async () => {
  render(<Harness />);
  await save();
  expect(patchProfile).not.toHaveBeenCalled();
});

it("shows the API's field messages under their inputs", async () => {
  jest.mocked(patchProfile).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'Null characters are not allowed.',
      fieldErrors: { residential_address: ['Null characters are not allowed.'] },
    }),
  );
  render(<Harness />);
  await userEvent.type(address(), 'Almaty');
  await save();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Null characters are not allowed.');
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  expect(address()).toHaveAttribute('aria-describedby', alert.id);
});

it('shows a failure that is about no field below the form', async () => {
  jest
    .mocked(patchProfile)
    .mockRejectedValue(new ApiError({ kind: 'timeout', message: 'The server took too long to answer.' }));
  render(<Harness />);
  await userEvent.type(address(), 'Almaty');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer.');
});
