import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPage from './PrivacyPage';

const renderAt = (page: React.ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe.each(['en', 'ru', 'kk'] as const)('in %s', (language) => {
  beforeAll(() => initTestI18n(language));

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
});
