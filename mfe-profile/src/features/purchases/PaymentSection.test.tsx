import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { PaymentSection } from './PaymentSection';

// The purchases list has its own tests (Purchases.test.tsx).
jest.mock('./Purchases', () => ({ Purchases: () => <p>purchases</p> }));

beforeAll(async () => {
  await initTestI18n('en');
});

it('names the two card brands the site accepts', () => {
  render(<PaymentSection />);
  const brands = screen.getByRole('list', { name: 'Cards we accept' });
  expect(
    within(brands)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Visa', 'Mastercard']);
});

it("shows the student's purchases under the card brands", () => {
  render(<PaymentSection />);
  expect(screen.getByText('purchases')).toBeInTheDocument();
});
