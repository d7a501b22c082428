/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { fakeApi, json } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eachTestSignedIn } from '../../testing/test-utils';
import { CalendarFeedSection } from './CalendarFeedSection';

/** The calendar feed against the API at the network edge (fetch): our API, and one without the feed. */

const FEED = '/student/calendar/feed/';
const first = {
  url: 'https://api.example.org/student/calendar/feeds/first-secret.ics',
  webcal: 'webcal://api.example.org/student/calendar/feeds/first-secret.ics',
};
const second = {
  url: 'https://api.example.org/student/calendar/feeds/second-secret.ics',
  webcal: 'webcal://api.example.org/student/calendar/feeds/second-secret.ics',
};

eachTestSignedIn();

let writeText: jest.Mock;
beforeEach(() => {
  jest.restoreAllMocks();
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

const getButton = () => screen.getByRole('button', { name: 'Get my calendar link' });
const linkField = () => screen.getByRole('textbox', { name: 'Your calendar link' });

it('asks nothing on render, then shows the link, copies it and subscribes by webcal', async () => {
  let authorization: string | null = null;
  const calls = fakeApi({
    [`GET ${FEED}`]: (_body, request) => {
      authorization = request.headers.get('authorization');
      return json(200, first);
    },
  });
  render(<CalendarFeedSection />);
  expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeInTheDocument();
  expect(calls).toEqual([]);

  await userEvent.click(getButton());
  expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(first.url);
  expect(linkField()).toHaveAttribute('readonly');
  expect(linkField()).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Get my calendar link' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    first.webcal,
  );
  expect(calls.map((call) => call.route)).toEqual([`GET ${FEED}`]);
  expect(authorization).toBe('Bearer access-1');

  await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(first.url);
  expect(screen.getByRole('status')).toHaveTextContent('Copied: paste the link into your calendar app.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says how to copy the link by hand when the browser offers no clipboard', async () => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  fakeApi({ [`GET ${FEED}`]: () => json(200, first) });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'This browser does not let the page copy the link. Select it in the field and copy it yourself.',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('makes a new link only once asked, and the new URL replaces the old one', async () => {
  const calls = fakeApi({
    [`GET ${FEED}`]: () => json(200, first),
    [`POST ${FEED}`]: () => json(200, second),
  });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
  const question = screen.getByRole('group', { name: /^Make a new link\? The current link stops working/ });
  expect(question).toHaveFocus();
  expect(calls.map((call) => call.route)).toEqual([`GET ${FEED}`]);

  await userEvent.click(within(question).getByRole('button', { name: 'Yes, make a new link' }));
  await waitFor(() => expect(linkField()).toHaveValue(second.url));
  expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    second.webcal,
  );
  expect(screen.queryByDisplayValue(first.url)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Here is your new link. The old one no longer works.');
  expect(calls.map((call) => call.route)).toEqual([`GET ${FEED}`, `POST ${FEED}`]);
});

it('leaves the link as it is when the student cancels the question', async () => {
  const calls = fakeApi({ [`GET ${FEED}`]: () => json(200, first) });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Stop the feed' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Stop the feed' })).toHaveFocus();
  expect(linkField()).toHaveValue(first.url);
  expect(calls.map((call) => call.route)).toEqual([`GET ${FEED}`]);
});

it('stops the feed with a DELETE and goes back to the button', async () => {
  const calls = fakeApi({
    [`GET ${FEED}`]: () => json(200, first),
    [`DELETE ${FEED}`]: () => new Response(null, { status: 204 }),
  });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Stop the feed' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, stop the feed' }));
  expect(await screen.findByRole('button', { name: 'Get my calendar link' })).toHaveFocus();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The feed is stopped: its link no longer works.');
  expect(calls.map((call) => call.route)).toEqual([`GET ${FEED}`, `DELETE ${FEED}`]);
});

it('says when the link could not be fetched, and keeps the button', async () => {
  fakeApi({ [`GET ${FEED}`]: () => json(500, { detail: 'The server is unwell.' }) });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The calendar link could not be fetched. The server is unwell.',
  );
  expect(getButton()).toBeEnabled();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('keeps the link shown when a new one could not be made', async () => {
  fakeApi({
    [`GET ${FEED}`]: () => json(200, first),
    [`POST ${FEED}`]: () => json(503, { detail: 'Try later.' }),
  });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, make a new link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No new link was made; the current one still works. Try later.',
  );
  expect(linkField()).toHaveValue(first.url);
});

it('keeps the link shown when the feed could not be stopped', async () => {
  fakeApi({
    [`GET ${FEED}`]: () => json(200, first),
    [`DELETE ${FEED}`]: () => json(500, { detail: 'Try later.' }),
  });
  render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Stop the feed' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, stop the feed' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The feed was not stopped; its link still works. Try later.',
  );
  expect(linkField()).toHaveValue(first.url);
});

it('goes away, without an error, against a backend that serves no feed', async () => {
  const calls = fakeApi({});
  const shown = render(<CalendarFeedSection />);
  await userEvent.click(getButton());
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Calendar feed' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  shown.unmount();
  // The profile opened again: nothing shown, nothing asked.
  render(<CalendarFeedSection />);
  expect(screen.queryByRole('heading', { name: 'Calendar feed' })).not.toBeInTheDocument();
  expect(calls.map((call) => call.route)).toEqual([`GET ${FEED}`]);
});
