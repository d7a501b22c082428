import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneApp } from '@academy/shared/standalone';
import { standaloneRoutes } from './routes';

beforeAll(() => initTestI18n('en'));

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneApp remoteName="mfe_public" routes={standaloneRoutes} />);
}

describe('the remote running alone', () => {
  it.each([
    ['/aboutoaa', 'About the organisation'],
    ['/aboutthecourse', 'About the course'],
    ['/certification', 'Certification'],
    ['/terms', 'Terms of use'],
    ['/privacy_policy', 'Privacy policy'],
    ['/organisation', 'Our organisation'],
    ['/tuition-waiver', 'Tuition Waiver'],
  ])('shows %s with its translated title inside the standalone frame', async (path, title) => {
    openAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('switches the screen to another language', async () => {
    openAt('/aboutoaa');
    await screen.findByRole('heading', { level: 1, name: 'About the organisation' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'kk');
    expect(await screen.findByRole('combobox', { name: 'Тіл' })).toHaveValue('kk');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Тіл' }), 'en');
  });

  it('answers a path it does not serve with 404', async () => {
    openAt('/not-in-this-remote');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('404')).toBeInTheDocument();
  });
});
