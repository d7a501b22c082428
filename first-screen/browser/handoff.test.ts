import { EARLY_START_KEY, type EarlyStart } from './early-start';
import { forgetEarlyResponses, takeEarlyResponse } from './handoff';

const URL_ = 'http://api.test/courses/student/1/topics/';
const HEADERS = { Accept: 'application/json', 'Accept-Language': 'en-US', Authorization: 'Bearer access-1' };
const response = Promise.resolve({ status: 200 } as Response);

function startedEarly(): void {
  (window as unknown as Record<string, EarlyStart>)[EARLY_START_KEY] = {
    config: Promise.resolve({} as Response),
    manifests: {},
    manifestAsked: Promise.resolve(),
    data: { [URL_]: { response, headers: { ...HEADERS } } },
  };
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
});

it('hands a response over once, to a request with the very headers it was asked with', () => {
  startedEarly();
  expect(takeEarlyResponse(URL_, HEADERS)).toBe(response);
  expect(takeEarlyResponse(URL_, HEADERS)).toBeUndefined();
});

it.each([
  ['another token', { ...HEADERS, Authorization: 'Bearer access-2' }],
  ['no token', { Accept: 'application/json', 'Accept-Language': 'en-US' }],
  ['another language', { ...HEADERS, 'Accept-Language': 'ru-RU' }],
])('keeps it from a request with %s, and drops it', (_name, headers) => {
  startedEarly();
  expect(takeEarlyResponse(URL_, headers)).toBeUndefined();
  expect(takeEarlyResponse(URL_, HEADERS)).toBeUndefined();
});

it('has nothing for another URL, or on a page without the early start', () => {
  startedEarly();
  expect(takeEarlyResponse('http://api.test/courses/course/', HEADERS)).toBeUndefined();
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
  expect(takeEarlyResponse(URL_, HEADERS)).toBeUndefined();
});

it('forgets what the first screen did not take once the visitor moves on', () => {
  startedEarly();
  forgetEarlyResponses();
  expect(takeEarlyResponse(URL_, HEADERS)).toBeUndefined();
});
