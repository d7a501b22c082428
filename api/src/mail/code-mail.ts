import { type Language, translate } from '../i18n/messages';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The verification or recovery mail, in the student's language; the code stands alone on its own line. */
export function codeMail(
  to: string,
  code: string,
  purpose: 'verify-email' | 'password-reset',
  language: Language,
): MailMessage {
  const subject = translate(language, purpose === 'verify-email' ? 'mailVerifySubject' : 'mailResetSubject');
  const intro = translate(language, purpose === 'verify-email' ? 'mailVerifyIntro' : 'mailResetIntro');
  const lifetime = translate(language, 'mailCodeLifetime');
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${lifetime}\n`,
    html:
      `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">` +
      `<p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${code}</p>` +
      `<p style="color:#666">${escapeHtml(lifetime)}</p></body></html>`,
  };
}
