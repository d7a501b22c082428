import type { Language } from '../i18n/messages';

/** The HTML side of the mails: their plain text, escaped, in paragraphs. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');

export function html(language: Language, body: string): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${body}</body></html>`;
}
