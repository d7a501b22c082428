import { act } from '@testing-library/react';
import { initTestI18n } from '@academy/shared/testing';
import { postPayment } from './api/post-payment';
import { useCreatePayment } from './payment-store';

jest.mock('./api/post-payment');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCreatePayment.getState().reset();
});

it('keeps the payment data after payment creation, and clears it', async () => {
  const payment = { payment_id: 'pay-1', payment_url: 'http://127.0.0.1:8000/pay/1', status: 'pending' };
  jest.mocked(postPayment).mockResolvedValue(payment);
  expect(await act(() => useCreatePayment.getState().run(1))).toBe(true);
  expect(postPayment).toHaveBeenCalledWith({ course: 1 });
  expect(useCreatePayment.getState().data).toEqual(payment);
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
