import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../testing';
import { Button } from './Button';

beforeAll(async () => {
  await initTestI18n('en');
});

it('shows its label and reacts to clicks', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Sign in</Button>);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('is disabled and shows the loading label while loading', async () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      Sign in
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Loading...' });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('uses a custom loading label', () => {
  render(
    <Button loading loadingLabel="Signing in...">
      Sign in
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
});

it('does not submit a form unless asked to', () => {
  render(<Button>Plain</Button>);
  expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
});
