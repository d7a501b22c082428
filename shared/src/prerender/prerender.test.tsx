/**
 * @jest-environment node
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { useTokenStore } from '../session/token-store';
import { renderToHtml } from '.';

function Screen() {
  const { t } = useTranslation('demo');
  const { pathname } = useLocation();
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('validation.fillAllFields', { ns: 'common' })}</p>
      <Link to="/signin">{pathname}</Link>
      <form>
        <input name="email" />
      </form>
    </section>
  );
}

it('renders a screen in Node with its English texts, the kernel texts and the router at the given location', () => {
  const html = renderToHtml(<Screen />, {
    location: '/aboutthecourse',
    catalogs: { demo: { title: 'About the course' } },
  });
  expect(html).toContain('<h1>About the course</h1>');
  expect(html).toContain('Please fill in all fields!');
  expect(html).toContain('<a href="/signin" data-discover="true">/aboutthecourse</a>');
});

it('makes forms and controls inert: nothing typed before the scripts run can be lost when React takes over', () => {
  const html = renderToHtml(<Screen />, { location: '/', catalogs: { demo: { title: 'Home' } } });
  expect(html).toContain('<form inert="">');
  expect(html).toContain('<input inert="" aria-disabled="true" name="email"/>');
  expect(html).toContain('<h1>Home</h1>');
});

function Greeting() {
  return <p>{useIsSignedIn() ? 'Welcome back' : 'Sign in'}</p>;
}

it('renders a screen as a student with a stored token first sees it, and leaves the session as it was', () => {
  expect(renderToHtml(<Greeting />, { location: '/', catalogs: {}, signedIn: true })).toBe(
    '<p>Welcome back</p>',
  );
  expect(useTokenStore.getInitialState().token).toBeNull();
  expect(renderToHtml(<Greeting />, { location: '/', catalogs: {} })).toBe('<p>Sign in</p>');
});
