import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initTestI18n } from '../../testing';
import { Modal } from './Modal';

beforeAll(async () => {
  await initTestI18n('en');
});

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete Account</button>
      <Modal
        open={open}
        title="Delete account"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Are you sure?</p>
        <button>No</button>
        <button>Yes, I do</button>
      </Modal>
    </>
  );
}

it('is a modal dialog labelled by its title', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete account' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
});

it('moves focus into the dialog and keeps it there', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Yes, I do' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Yes, I do' })).toHaveFocus();
});

it('closes on Escape and gives focus back to the opener', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Delete Account' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes with the close button and by a click outside', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
  await userEvent.click(overlay);
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('renders nothing while closed', () => {
  render(<Modal open={false} title="Hidden" onClose={() => undefined} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
