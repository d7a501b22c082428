import { meetingLinkHref } from './meeting-link';

describe('a meeting link staff enter', () => {
  it.each([
    ['https://meet.example.org/room', 'https://meet.example.org/room'],
    ['  https://zoom.us/j/123?pwd=a  ', 'https://zoom.us/j/123?pwd=a'],
    ['HTTPS://Meet.Example.ORG', 'https://meet.example.org/'],
    ['https://meet.example.org:443/a/../room', 'https://meet.example.org/room'],
    ['https://пример.рф/комната', 'https://xn--e1afmkfd.xn--p1ai/%D0%BA%D0%BE%D0%BC%D0%BD%D0%B0%D1%82%D0%B0'],
    [
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting_N2Q%40thread.v2/0?context=%7b%22Tid%22%3a%22x%22%7d',
      'https://teams.microsoft.com/l/meetup-join/19%3ameeting_N2Q%40thread.v2/0?context=%7b%22Tid%22%3a%22x%22%7d',
    ],
  ])('accepts %j and stores %j', (value, href) => {
    expect(meetingLinkHref(value)).toBe(href);
  });

  it.each([
    ['an injected tag', 'https://meet.example/"><script>alert(1)</script>'],
    ['a quote', "https://meet.example/room'onmouseover=x"],
    ['angle brackets', 'https://meet.example/<b>'],
    ['a backtick', 'https://meet.example/`x`'],
    ['a backslash the parser reads as a slash', 'https://meet.example\\@evil.test/'],
    ['braces', 'https://meet.example/{room}'],
    ['a space inside', 'https://meet.example/my room'],
    ['a line break (a header or calendar line of its own)', 'https://meet.example/\r\nX-Evil: 1'],
    ['a tab inside the host', 'https://meet.ex\tample/'],
    ['a right-to-left override', 'https://meet.example/\u202Eexe.txt'],
    ['a zero-width space', 'https://meet.exa\u200Bmple/'],
    ['a user name and password', 'https://user:secret@meet.example/'],
    ['a user name', 'https://staff@meet.example/'],
    ['http', 'http://meet.example.org/room'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<b>x</b>'],
    ['no scheme', 'meet.example.org/room'],
    ['no host', 'https://'],
    ['blank', '   '],
  ])('refuses %s', (_why, value) => {
    expect(meetingLinkHref(value)).toBeNull();
  });
});
