/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { fakeApi, json, samplePayment } from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { resetPurchases } from './purchases-store';
import { eachTestSignedIn } from '../../testing/test-utils';
import { PaymentSection } from './PaymentSection';

/** The purchases list against a backend that does not list payments (decision 0211), and against ours offline. */

eachTestSignedIn();

beforeEach(() => {
  jest.restoreAllMocks();
  resetPurchases();
});

it('hides the purchases, without an error, when the API does not list payments; the card brands stay', async () => {
  const calls = fakeApi({});
  const first = render(<PaymentSection />);
  await waitFor(() => expect(screen.queryByText('Your purchases')).not.toBeInTheDocument());
  expect(screen.getByText('Visa')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  first.unmount();
  // The panel opened again: nothing asked, nothing shown.
  render(<PaymentSection />);
  expect(screen.queryByText('Your purchases')).not.toBeInTheDocument();
  expect(calls.map((call) => call.route)).toEqual(['GET /courses/payments/']);
});

it('lists them as usual when the API serves the list', async () => {
  fakeApi({ 'GET /courses/payments/': () => json(200, [samplePayment()]) });
  render(<PaymentSection />);
  expect(await screen.findByRole('list', { name: 'Your purchases' })).toHaveTextContent(
    'International Arbitration',
  );
});

it('still shows the usual error with Try again when the list is served but cannot be reached', async () => {
  fakeApi({ 'GET /courses/payments/': () => Promise.reject(new TypeError('fetch failed')) });
  render(<PaymentSection />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your purchases could not be loaded. No connection to the server.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
