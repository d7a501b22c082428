import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TuitionWaiverPage from './TuitionWaiverPage';

const renderAt = (page: React.ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

describe.each(['en', 'ru', 'kk'] as const)('in %s', (language) => {
  beforeAll(() => initTestI18n(language));

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
