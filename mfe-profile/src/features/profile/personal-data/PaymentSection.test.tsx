import { ApiError } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPayments, type StudentPayment } from '../api/get-payments';
import { signOutEverywhere } from '../test-utils';
import { PaymentSection } from './PaymentSection';

jest.mock('../api/get-payments');

const paid: StudentPayment = {
  payment_id: 'pay_1',
  course: 1,
  course_title: 'International Arbitration',
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:02:00Z',
  amount: '225000.00',
  currency: 'KZT',
  display_amount: '450.00',
  display_currency: 'USD',
  status: 'paid',
  card_brand: 'visa',
  card_last4: '4242',
};

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  signOutEverywhere();
});

it('names the two card brands the site accepts', async () => {
  jest.mocked(getPayments).mockResolvedValue([]);
  render(<PaymentSection />);
  const brands = screen.getByRole('list', { name: 'Cards we accept' });
  expect(
    within(brands)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Visa', 'Mastercard']);
  expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
});

it('lists each purchase with its date, amount, card and status', async () => {
  jest.mocked(getPayments).mockResolvedValue([
    paid,
    {
      ...paid,
      payment_id: 'pay_2',
      status: 'declined',
      paid_at: null,
      created_at: '2026-11-19T09:00:00Z',
      card_brand: 'mastercard',
      card_last4: '0005',
    },
  ]);
  render(<PaymentSection />);
  const first = (await screen.findAllByText('International Arbitration'))[0]?.closest('li') as HTMLElement;
  expect(first).toHaveTextContent('20 Nov 2026');
  expect(first).toHaveTextContent(/225,000\.00/);
  expect(first).toHaveTextContent('KZT');
  expect(first).toHaveTextContent('Visa ending in 4242');
  expect(first).toHaveTextContent('Paid');
  expect(screen.getByText('Mastercard ending in 0005')).toBeInTheDocument();
  expect(screen.getByText('Declined')).toBeInTheDocument();
});

it('says when the purchases cannot be loaded and tries again', async () => {
  jest
    .mocked(getPayments)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'A server error occurred.' }));
  render(<PaymentSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your purchases could not be loaded.');
  jest.mocked(getPayments).mockResolvedValueOnce([paid]);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
});
