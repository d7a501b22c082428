import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the visitor's address on a contact-form mail). */
  replyTo?: string;
  /** Further header fields (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentMail extends MailMessage {
  sent_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Keeps mails in memory (newest first) and prints them, for development and tests. */
export class DevOutbox implements Mailer {
  private readonly mails: SentMail[] = [];

  constructor(
    private readonly logger: Pick<Logger, 'info'>,
    private readonly limit = 500,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const mail = { ...message, sent_at: new Date().toISOString() };
    this.mails.unshift(mail);
    this.mails.length = Math.min(this.mails.length, this.limit);
    this.logger.info(
      { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
      'dev outbox: mail kept',
    );
  }

  list(to?: string): SentMail[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.mails.filter((mail) => mail.to.toLowerCase() === wanted) : [...this.mails];
  }

  close(): void {
    this.mails.length = 0;
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
