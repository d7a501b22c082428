import { ApiError, changeLanguage } from '@academy/shared';
import { samplePayment } from '@academy/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPayments } from './api/get-payments';
import { postRefusal } from './api/post-refusal';
import { eachTestSignedIn } from '../../testing/test-utils';
import { Purchases } from './Purchases';

jest.mock('./api/get-payments');
jest.mock('./api/post-refusal');

const paid = samplePayment();
const declined = samplePayment({
  payment_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  created_at: '2026-11-19T08:00:00Z',
  status: 'declined',
  failure_reason: 'card_declined',
  card_brand: 'mastercard',
  card_last4: '5100',
  paid_at: null,
  access_granted_at: null,
  refusal_deadline: null,
  can_request_refusal: false,
});

eachTestSignedIn();

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

function rows(name = 'Your purchases'): [HTMLElement, ...HTMLElement[]] {
  const items = within(screen.getByRole('list', { name })).getAllByRole('listitem');
  if (items.length === 0) throw new Error('the list has no rows');
  return items as [HTMLElement, ...HTMLElement[]];
}

it('lists each purchase with its course, date, amount charged, card and status', async () => {
  jest.mocked(getPayments).mockResolvedValue([paid, declined]);
  render(<Purchases />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Your purchases' });
  const [first, second] = rows();
  if (!second) throw new Error('expected two rows');
  expect(first).toHaveTextContent('International Arbitration');
  expect(first).toHaveTextContent('Date20 November 2026');
  expect(first).toHaveTextContent('Amount₸180,000');
  expect(first).toHaveTextContent('CardVisa •••• 4242');
  expect(first).toHaveTextContent('StatusPaid');
  expect(
    within(first).getByText('You may refuse the course until 4 December 2026 inclusive.'),
  ).toBeInTheDocument();
  expect(second).toHaveTextContent('Date19 November 2026');
  expect(second).toHaveTextContent('CardMastercard •••• 5100');
  expect(second).toHaveTextContent('StatusDeclined');
  expect(within(second).queryByRole('button')).not.toBeInTheDocument();
});

it('writes dates and statuses in the interface language, Kazakh included', async () => {
  jest.mocked(getPayments).mockResolvedValue([paid]);
  await act(() => changeLanguage('kk'));
  render(<Purchases />);
  await screen.findByRole('list', { name: 'Сіздің сатып алуларыңыз' });
  const [row] = rows('Сіздің сатып алуларыңыз');
  expect(row).toHaveTextContent('Күні2026 ж. 20 қараша');
  expect(row).toHaveTextContent('Курстан 2026 ж. 4 желтоқсан қоса алғанда бас тартуға болады.');
});

it('says so when there are no purchases yet', async () => {
  jest.mocked(getPayments).mockResolvedValue([]);
  render(<Purchases />);
  expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
});

it('shows a failed load with the reason and loads again on Try again', async () => {
  jest
    .mocked(getPayments)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection' }))
    .mockResolvedValueOnce([paid]);
  render(<Purchases />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your purchases could not be loaded. No connection');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Your purchases' })).toBeInTheDocument();
  expect(getPayments).toHaveBeenCalledTimes(2);
});

it('refuses the course after confirmation, with the reason, and shows the recorded refusal', async () => {
  jest.mocked(getPayments).mockResolvedValue([paid]);
  jest.mocked(postRefusal).mockResolvedValue(
    samplePayment({
      can_request_refusal: false,
      refusal: { requested_at: '2026-11-24T10:00:00Z', status: 'requested', reason: 'Moved abroad' },
    }),
  );
  render(<Purchases />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuse the course' }));
  const dialog = screen.getByRole('dialog', { name: 'Refuse the course' });
  expect(dialog).toHaveTextContent('Do you want to refuse “International Arbitration”?');
  await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Moved abroad ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse the course' }));

  expect(postRefusal).toHaveBeenCalledWith(paid.payment_id, 'Moved abroad');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent(
    "Refusal requested on 24 November 2026: awaiting the academy's confirmation.",
  );
  expect(within(rows()[0]).queryByRole('button', { name: 'Refuse the course' })).not.toBeInTheDocument();
});

it('keeping the course sends nothing', async () => {
  jest.mocked(getPayments).mockResolvedValue([paid]);
  render(<Purchases />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuse the course' }));
  await userEvent.click(screen.getByRole('button', { name: 'Keep the course' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(postRefusal).not.toHaveBeenCalled();
  expect(within(rows()[0]).getByRole('button', { name: 'Refuse the course' })).toBeInTheDocument();
});

it("keeps the dialog open with the server's words when the refusal is refused, and the row unchanged", async () => {
  jest.mocked(getPayments).mockResolvedValue([paid]);
  jest.mocked(postRefusal).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'The 14-day refusal period ended on 2026-12-04.',
      detail: 'The 14-day refusal period ended on 2026-12-04.',
    }),
  );
  render(<Purchases />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuse the course' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse the course' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The 14-day refusal period ended on 2026-12-04.',
  );
  expect(rows()[0]).toHaveTextContent('StatusPaid');
});

it('a failure without a message from the server says the refusal could not be sent', async () => {
  jest.mocked(getPayments).mockResolvedValue([paid]);
  jest.mocked(postRefusal).mockRejectedValue(new ApiError({ kind: 'http', status: 502, message: '' }));
  render(<Purchases />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuse the course' }));
  await userEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse the course' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The refusal could not be sent.');
});
