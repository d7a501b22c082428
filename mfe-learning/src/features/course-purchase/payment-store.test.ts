import { ApiError, type Payment, type PaymentData } from '@academy/shared';
import { act } from '@testing-library/react';
import { initTestI18n, samplePayment } from '@academy/shared/testing';
import { getPayment } from './api/get-payment';
import { postPayment } from './api/post-payment';
import { checkPayment, useCreatePayment, usePaymentReturn } from './payment-store';

jest.mock('./api/post-payment');
jest.mock('./api/get-payment');

const payment = (status: Payment['status'], reason: string | null = null): Payment =>
  samplePayment({ payment_id: 'pay-1', status, failure_reason: reason });
const noWait = () => Promise.resolve();

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCreatePayment.getState().reset();
  usePaymentReturn.setState({ outcome: { state: 'idle' } });
});

it('keeps the payment data after payment creation, and clears it', async () => {
  const created: PaymentData = {
    payment_id: 'pay-1',
    payment_url: 'http://127.0.0.1:8000/pay/1',
    status: 'pending',
    course: 1,
    amount: '180000.00',
    currency: 'KZT',
    display_amount: '450.00',
    display_currency: 'USD',
    expires_at: '2026-03-01T10:30:00.000Z',
  };
  jest.mocked(postPayment).mockResolvedValue(created);
  expect(await act(() => useCreatePayment.getState().run(1))).toBe(true);
  expect(postPayment).toHaveBeenCalledWith({ course: 1 });
  expect(useCreatePayment.getState().data).toEqual(created);
  act(() => useCreatePayment.getState().reset());
  expect(useCreatePayment.getState().data).toBeNull();
});

it('reports Payment creation error on failure', async () => {
  jest.mocked(postPayment).mockRejectedValue(new Error('boom'));
  expect(await act(() => useCreatePayment.getState().run(1))).toBe(false);
  expect(useCreatePayment.getState()).toMatchObject({
    data: null,
    pending: false,
    error: 'Payment creation error',
  });
});

it('waits while the provider has not confirmed yet, then reports the payment paid', async () => {
  jest.mocked(getPayment).mockResolvedValueOnce(payment('pending')).mockResolvedValueOnce(payment('paid'));
  const wait = jest.fn(noWait);
  expect(await checkPayment('pay-1', { wait })).toEqual({ state: 'paid' });
  expect(wait).toHaveBeenCalledTimes(1);
  expect(getPayment).toHaveBeenCalledWith('pay-1');
  expect(usePaymentReturn.getState().outcome).toEqual({ state: 'paid' });
});

it('reports a declined payment with its reason', async () => {
  jest.mocked(getPayment).mockResolvedValue(payment('declined', 'card_declined'));
  expect(await checkPayment('pay-1', { wait: noWait })).toEqual({
    state: 'failed',
    status: 'declined',
    reason: 'card_declined',
  });
});

it('stops asking after a few tries and says the payment is not confirmed yet', async () => {
  jest.mocked(getPayment).mockResolvedValue(payment('pending'));
  expect(await checkPayment('pay-1', { wait: noWait, attempts: 3 })).toEqual({ state: 'unconfirmed' });
  expect(getPayment).toHaveBeenCalledTimes(3);
});

it('reports a payment it cannot read (another student’s, or none)', async () => {
  jest
    .mocked(getPayment)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found.' }));
  expect(await checkPayment('pay-x', { wait: noWait })).toEqual({ state: 'error', message: 'Not found.' });
});
