import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeskField, DeskForm } from './DeskForm';

beforeAll(() => initTestI18n());

function renderForm(props: { error?: string | null; message?: string; pending?: boolean } = {}) {
  const onSubmit = jest.fn(async () => undefined);
  const onClose = jest.fn();
  render(
    <DeskForm
      heading="Edit: Seats"
      headingLevel={3}
      look="panel"
      error={props.error ?? null}
      pending={props.pending ?? false}
      saveLabel="Save"
      closeLabel="Close"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DeskField label="Title" message={props.message} defaultValue="Seats" />
    </DeskForm>,
  );
  return { onSubmit, onClose };
}

it('is a form named by its heading, each box named by its label', () => {
  renderForm();
  expect(screen.getByRole('form', { name: 'Edit: Seats' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Edit: Seats' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Seats');
  expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('saves on Enter and on Save, and closes on Close', async () => {
  const { onSubmit, onClose } = renderForm();
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("ties a field's error to its box and shows the save's error below the fields", () => {
  renderForm({ message: 'Enter a title.', error: 'No connection to the server' });
  const box = screen.getByRole('textbox', { name: 'Title' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Enter a title.');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Enter a title.',
    'No connection to the server',
  ]);
});

it('cannot be saved twice while a save is on its way', () => {
  renderForm({ pending: true });
  expect(screen.getByRole('button', { name: /Loading/ })).toBeDisabled();
});
