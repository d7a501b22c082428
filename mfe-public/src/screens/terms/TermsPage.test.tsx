import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPage from '../privacy/PrivacyPage';
import TuitionWaiverPage from '../tuition-waiver/TuitionWaiverPage';
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

  it('the privacy policy has nine sections, the last with the contact e-mail and the web site', () => {
    const { container } = renderAt(<PrivacyPage />);
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(9);
    expect(container.textContent).not.toMatch(/<\/?[a-z]+>/);
    const contact = screen.getByRole('region', { name: sections[8]?.textContent ?? '' });
    expect(within(contact).getByRole('link', { name: 'info@academy.test' })).toHaveAttribute(
      'href',
      'mailto:info@academy.test',
    );
    expect(within(contact).getByRole('link', { name: window.location.host })).toHaveAttribute('href', '/');
    expect(container.querySelector('a[href="/terms"]')).not.toBeNull();
  });

  it('the tuition waiver page names the three scholarships, the minimum age and how to apply', () => {
    const { container } = renderAt(<TuitionWaiverPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(container.textContent).toMatch(/3/);
    expect(container.textContent).toMatch(/13/);
    expect(container.textContent).not.toMatch(/<\/?[a-z]+>/);
    expect(container.querySelector('a[href="/signup"]')).not.toBeNull();
    expect(container.querySelector('a[href="mailto:info@academy.test"]')).not.toBeNull();
    expect(container.querySelector('a[href="/certification"]')).not.toBeNull();
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
