/**
 * A link staff enter for students to open, and that mails and calendar files carry: a seminar's
 * meeting link (docs/decisions/0190). Keep this file free of imports: the teaching remote checks the
 * same rule before it sends the form, and the API stores what `meetingLinkHref` answers.
 *
 * Accepted: an absolute https:// URL with a host and no user name or password, as the WHATWG URL
 * parser reads it, written without white space, control or invisible characters, and without any of
 * " ' < > ` { } | \ ^ (characters that end an HTML attribute, a calendar or mail field, or that the
 * parser would silently rewrite: `https://meet.example/"><script>` or `https://a.test\@b.test`).
 * Everything else, `javascript:` and `http:` included, is refused.
 */
// The WHATWG URL parser is a global of the browser and of Node; this package compiles without the
// DOM's or Node's types, so it names the part it reads.
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  href: string;
}
declare const URL: new (input: string) => ParsedUrl;

const FORBIDDEN = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}"'<>`{}|\\^]/u;

/** The normalised link (`new URL(value).href`) to store and show, or null when it is refused. */
export function meetingLinkHref(value: string): string | null {
  const link = value.trim();
  if (link === '' || FORBIDDEN.test(link)) return null;
  let url: ParsedUrl;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return null;
  return url.href;
}
