import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { PaymentSection } from './PaymentSection';

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
