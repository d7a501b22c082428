import { ApiError, fallbackMessage } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { postFeedback } from '../../features/contact-form/api/post-feedback';
import { ContactSection } from './ContactSection';

jest.mock('../../features/contact-form/api/post-feedback', () => ({ postFeedback: jest.fn() }));

const mockedPostFeedback = jest.requireMock<{ postFeedback: jest.MockedFunction<typeof postFeedback> }>(
  '../../features/contact-form/api/post-feedback',
).postFeedback;

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig();
});

beforeEach(() => mockedPostFeedback.mockReset());

const field = (name: string) => screen.getByLabelText(name);

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; message?: string },
) {
  if (values.name) await user.type(field('Name'), values.name);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.message) await user.type(field('Message'), values.message);
}

it('shows the contact e-mail address and five social networks as plain labels, not links', () => {
  render(<ContactSection />);
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  expect(screen.getByText('info@academy.test')).toBeInTheDocument();
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Telegram', 'YouTube']) {
    const label = screen.getByText(network);
    expect(label.closest('a')).toBeNull();
  }
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
});

it('asks to fill in all fields and sends nothing when a field is empty', async () => {
  const user = userEvent.setup();
  render(<ContactSection />);
  await fillIn(user, { name: 'Dana', message: 'When does the next term start?' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields!');
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Name')).not.toHaveAttribute('aria-invalid');
  expect(field('Name')).toHaveValue('Dana');
  expect(mockedPostFeedback).not.toHaveBeenCalled();
});

it('treats fields of only spaces as empty', async () => {
  const user = userEvent.setup();
  render(<ContactSection />);
  await fillIn(user, { name: '   ', email: 'dana@example.org', message: 'Hello' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields!');
  expect(mockedPostFeedback).not.toHaveBeenCalled();
});

it('shows the sending label while the message is on its way', async () => {
  mockedPostFeedback.mockReturnValue(new Promise(() => undefined));
  const user = userEvent.setup();
  render(<ContactSection />);
  await fillIn(user, { name: 'Dana', email: 'dana@example.org', message: 'Hello' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
});

it('keeps what was typed and shows the translated error when the message cannot be sent', async () => {
  mockedPostFeedback.mockRejectedValue(
    new ApiError({ kind: 'http', status: 404, message: fallbackMessage('feedback') }),
  );
  const user = userEvent.setup();
  render(<ContactSection />);
  await fillIn(user, { name: 'Dana', email: 'dana@example.org', message: 'When does the next term start?' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Feedback submission error');
  expect(field('Name')).toHaveValue('Dana');
  expect(field('Email')).toHaveValue('dana@example.org');
  expect(field('Message')).toHaveValue('When does the next term start?');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  expect(screen.queryByText('Thank you! Your message has been sent.')).toBeNull();
});

it('sends the trimmed fields, shows the thank-you text and clears the form on success', async () => {
  mockedPostFeedback.mockResolvedValue({ detail: 'ok' });
  const user = userEvent.setup();
  render(<ContactSection />);
  await fillIn(user, {
    name: ' Dana ',
    email: 'dana@example.org',
    message: 'When does the next term start?',
  });
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
  expect(mockedPostFeedback).toHaveBeenCalledTimes(1);
  expect(mockedPostFeedback).toHaveBeenCalledWith({
    name: 'Dana',
    email: 'dana@example.org',
    message: 'When does the next term start?',
  });
  expect(field('Name')).toHaveValue('');
  expect(field('Email')).toHaveValue('');
  expect(field('Message')).toHaveValue('');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('clears an earlier error once a later send succeeds', async () => {
  mockedPostFeedback.mockRejectedValueOnce(
    new ApiError({ kind: 'offline', message: 'No connection to the server.' }),
  );
  mockedPostFeedback.mockResolvedValueOnce({ detail: 'ok' });
  const user = userEvent.setup();
  render(<ContactSection />);
  await fillIn(user, { name: 'Dana', email: 'dana@example.org', message: 'Hello' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');

  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
  expect(screen.queryByRole('alert')).toBeNull();
});
