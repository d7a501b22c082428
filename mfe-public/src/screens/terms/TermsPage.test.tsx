import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TermsPage from './TermsPage';

const renderAt = (page: React.ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe.each(['en', 'ru', 'kk'] as const)('in %s', (language) => {
  beforeAll(() => initTestI18n(language));

  it('the terms have eight sections and the administrator details, with real links and no raw tags', () => {
    const { container } = renderAt(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(container.textContent).not.toMatch(/<\/?[a-z]+>/);
    const mail = container.querySelectorAll('a[href="mailto:info@academy.test"]');
    expect(mail.length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector('a[href="/privacy_policy"]')).not.toBeNull();
    expect(container.querySelector('a[href="/aboutthecourse"]')).not.toBeNull();
  });
});

describe('in English, the public offer says what the spec says', () => {
  beforeAll(() => initTestI18n('en'));

  it.each([
    'The contract is concluded at the moment of payment.',
    'Payment is 100% prepayment; there is no trial period.',
    'one of two card brands, Visa or Mastercard',
    '3-D Secure',
    'within 14 calendar days of gaining access',
    'within 14 calendar days after the refusal is confirmed, minus the cost of the services already provided',
    'There is no refund when the student has violated these terms.',
    'The minimum age of a student is 13.',
    'the administrator means the company',
  ])('%s', (text) => {
    const { container } = renderAt(<TermsPage />);
    expect(container.textContent).toContain(text);
  });
});
