import { ApiError, changeLanguage, setNavigate, useTokenStore, type Course } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openExternalPage } from './open-external-page';
import { getStudentTopics } from '../../resources/curriculum/api/get-student-topics';
import { useCurriculum } from '../../resources/curriculum';
import { postPayment } from './api/post-payment';
import { PurchaseCard } from './PurchaseCard';
import { useCreatePayment, usePaymentReturn } from './payment-store';

jest.mock('./api/post-payment');
jest.mock('./open-external-page');
jest.mock('../../resources/curriculum/api/get-student-topics');

const course: Course = {
  id: 1,
  title: 'International Arbitration',
  course_description: 'About arbitration',
  introductory_video: '',
  tenge_price: '220000.00',
  new_price: '450.00',
  old_price: '600.00',
  discount_percentage: 25,
  lessons_count: 35,
  students_count: 3,
  total_minutes: 3378,
  last_update: '2026-11-01T00:00:00.000Z',
  next_lesson_at: '2026-11-26T15:00:00.000Z',
};

const navigate = jest.fn();

beforeAll(async () => {
  await initTestI18n('en');
  setNavigate(navigate);
});

beforeEach(async () => {
  jest.resetAllMocks();
  useTokenStore.getState().clearTokens();
  useCreatePayment.getState().reset();
  usePaymentReturn.setState({ outcome: { state: 'idle' } });
  await act(() => changeLanguage('en'));
});

it('shows price, old price, Buy, eligibility and what the course includes', () => {
  render(<PurchaseCard courseId={1} course={course} />);
  expect(screen.getByText('$450')).toBeInTheDocument();
  expect(screen.getByText('$600').tagName).toBe('S');
  expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
  expect(screen.getByText(/law faculties/)).toBeInTheDocument();
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual([
    '6 lessons',
    'Next lesson: 26 November 2026',
    'Access on mobile devices',
    'Certificate of completion',
  ]);
});

it('shows tenge in the Russian interface, through the shared price rules', async () => {
  await act(() => changeLanguage('ru'));
  render(<PurchaseCard courseId={1} course={course} />);
  expect(screen.getByText('₸220 000')).toBeInTheDocument();
  expect(screen.getByText('₸165 000')).toBeInTheDocument();
});

it('shows 0 prices when the course is unknown', () => {
  render(<PurchaseCard courseId={1} course={null} />);
  expect(screen.getByText('$0')).toBeVisible();
});

it('keeps the price unseen while the course is on its way, and shows it when it arrives', () => {
  // jsdom applies no CSS: the class is the module's "visibility: hidden" (checked in the browser tests).
  const { rerender } = render(<PurchaseCard courseId={1} course={null} loading />);
  expect(screen.getByText('$0')).toHaveClass('pending');
  expect(screen.getByText('$0').parentElement).toHaveAttribute('aria-busy', 'true');
  rerender(<PurchaseCard courseId={1} course={course} />);
  expect(screen.getByText('$450')).not.toHaveClass('pending');
  expect(screen.getByText('$450').parentElement).not.toHaveAttribute('aria-busy');
});

it('sends a signed-out visitor to sign-in with the way back here', async () => {
  render(<PurchaseCard courseId={1} course={course} />);
  expect(screen.getByText(/you will come back here/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  expect(navigate).toHaveBeenCalledWith('/signin?next=%2Fpassingcourse%2F1', undefined);
  expect(postPayment).not.toHaveBeenCalled();
});

it("creates a payment for a signed-in student and sends them to the provider's card page", async () => {
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  jest.mocked(postPayment).mockResolvedValue({
    payment_id: 'pay-1',
    payment_url: 'http://127.0.0.1:8000/sandbox/pay/pay-1',
    status: 'pending',
    course: 1,
    amount: '180000.00',
    currency: 'KZT',
    display_amount: '450.00',
    display_currency: 'USD',
    expires_at: '2026-03-01T10:30:00.000Z',
  });
  render(<PurchaseCard courseId={1} course={course} />);
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  expect(postPayment).toHaveBeenCalledWith({ course: 1 });
  expect(openExternalPage).toHaveBeenCalledWith('http://127.0.0.1:8000/sandbox/pay/pay-1');
  expect(screen.getByRole('button', { name: 'Redirecting to payment...' })).toBeDisabled();
});

it('shows a failure to create the payment and lets the student try again', async () => {
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  jest
    .mocked(postPayment)
    .mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 503, message: 'The payment provider is unavailable.' }),
    );
  render(<PurchaseCard courseId={1} course={course} />);
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider is unavailable.');
  expect(openExternalPage).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
});

it('reloads the curriculum when the course turns out to be bought already', async () => {
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  jest.mocked(getStudentTopics).mockResolvedValue([]);
  await act(() => useCurriculum.getState().load(1));
  jest.mocked(postPayment).mockRejectedValueOnce(
    new ApiError({
      kind: 'http',
      status: 409,
      code: 'already_enrolled',
      message: 'You already own this course.',
    }),
  );
  render(<PurchaseCard courseId={1} course={course} />);
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  expect(getStudentTopics).toHaveBeenCalledTimes(2);
});

it.each([
  [
    { state: 'failed', status: 'declined', reason: 'card_declined' } as const,
    'The payment did not go through. Please try again.',
  ],
  [
    { state: 'failed', status: 'cancelled', reason: 'cancelled_by_customer' } as const,
    'The payment was cancelled or has expired.',
  ],
])(
  'says what happened to a payment that did not go through (%o) and offers to try again',
  (outcome, text) => {
    usePaymentReturn.setState({ outcome });
    render(<PurchaseCard courseId={1} course={course} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
);

it('says the payment is being confirmed while the page checks it', () => {
  usePaymentReturn.setState({ outcome: { state: 'checking' } });
  render(<PurchaseCard courseId={1} course={course} />);
  expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment confirmation...');
});

it('keeps the card with a load failure and a retry', async () => {
  const retry = jest.fn();
  render(<PurchaseCard courseId={1} course={course} loadError="No connection" onRetryLoad={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Error loading data: No connection');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalled();
});

it('keeps the next lesson’s line while the course is on its way, so the list does not grow under the reader', () => {
  const { rerender } = render(<PurchaseCard courseId={1} course={null} loading />);
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  rerender(<PurchaseCard courseId={1} course={course} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByText(/^Next lesson: /)).toBeInTheDocument();
  rerender(<PurchaseCard courseId={1} course={{ ...course, next_lesson_at: null }} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});
