import type { Language } from '../i18n/messages';
import { notificationMessage } from '../i18n/notification-messages';
import { escapeHtml, html, paragraphs } from './mail-html';
import type { MailMessage } from './mailer';

/** Where a notification mail's links lead: the site's pages, and the API's one-click address. */
export interface NoticeLinks {
  siteUrl: string;
  /** The API's public base URL (PUBLIC_URL), where the one-click POST goes. */
  apiUrl: string;
}

const MAX_SUBJECT = 140;
const subjectOf = (text: string) => (text.length > MAX_SUBJECT ? `${text.slice(0, MAX_SUBJECT - 1)}…` : text);

/**
 * One notification by mail, with RFC 8058's one-click unsubscribe for its kind: `List-Unsubscribe`
 * names the API's POST address and `List-Unsubscribe-Post` says so; the footer's link opens the site's
 * page, which asks first (a mail scanner that follows links unsubscribes nobody).
 */
export function noticeMail(input: {
  to: string;
  language: Language;
  text: string;
  link: string;
  unsubscribeToken: string;
  links: NoticeLinks;
}): MailMessage {
  const { language, links } = input;
  const url = `${links.siteUrl}${input.link}`;
  const page = `${links.siteUrl}/unsubscribe/${input.unsubscribeToken}`;
  const footer = notificationMessage(language, 'mailFooter', {
    preferences: `${links.siteUrl}/profile`,
    unsubscribe: page,
  });
  const text = `${input.text}\n\n${notificationMessage(language, 'mailOpen', { url })}\n\n-- \n${footer}\n`;
  return {
    to: input.to,
    subject: subjectOf(input.text),
    text,
    html: html(
      language,
      `<p>${escapeHtml(input.text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` +
        `<hr>${paragraphs(footer)}`,
    ),
    headers: {
      'List-Unsubscribe': `<${links.apiUrl}/student/notifications/unsubscribe/${input.unsubscribeToken}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** An instructor's day in one mail: each notification once, oldest first. */
export function digestMail(input: {
  to: string;
  language: Language;
  day: string;
  items: { text: string; link: string }[];
  links: NoticeLinks;
}): MailMessage {
  const { language, links } = input;
  const lines = input.items.map((item) => `- ${item.text}\n  ${links.siteUrl}${item.link}`);
  const footer = notificationMessage(language, 'mailFooter', {
    preferences: `${links.siteUrl}/profile`,
    unsubscribe: `${links.siteUrl}/profile`,
  });
  const intro = notificationMessage(language, 'digestIntro', { day: input.day });
  return {
    to: input.to,
    subject: notificationMessage(language, 'digestSubject', { count: input.items.length, day: input.day }),
    text: `${intro}\n\n${lines.join('\n')}\n\n-- \n${footer}\n`,
    html: html(
      language,
      `<p>${escapeHtml(intro)}</p><ul>${input.items
        .map(
          (item) =>
            `<li><a href="${escapeHtml(`${links.siteUrl}${item.link}`)}">${escapeHtml(item.text)}</a></li>`,
        )
        .join('')}</ul><hr>${paragraphs(footer)}`,
    ),
  };
}
