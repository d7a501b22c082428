import { expect } from '@playwright/test';
import { type RunningServer, startTestHelper } from './servers';

/** A mail as the SMTP server received it, parsed (api/src/test-helpers/smtp-server.ts `ReadMail`). */
export interface ReadMail {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface MailInbox extends RunningServer {
  /** The `SMTP_URL` an API sends through. */
  smtpUrl: string;
  /** The mails received for an address so far, oldest first. */
  mailsTo(address: string): Promise<ReadMail[]>;
  /** Waits for a mail to `address` that `matches`, and returns it. */
  waitForMail(address: string, matches: (mail: ReadMail) => boolean): Promise<ReadMail>;
}

/**
 * A real SMTP server (nodemailer's smtp-server, run as a process of its own) and an HTTP inbox on
 * loopback that reads what it received: the browser tests' mail, never the API's development outbox.
 */
export async function startMailInbox(): Promise<MailInbox> {
  const running = await startTestHelper<{ url: string; inbox: string }>(
    'src/test-helpers/smtp-server.ts',
    {},
  );
  const mailsTo = async (address: string): Promise<ReadMail[]> => {
    const response = await fetch(`${running.first.inbox}/mails?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`[e2e] the inbox answered ${response.status}`);
    return (await response.json()) as ReadMail[];
  };
  return {
    smtpUrl: running.first.url,
    mailsTo,
    async waitForMail(address, matches) {
      let found: ReadMail | undefined;
      await expect
        .poll(
          async () => {
            found = (await mailsTo(address)).find(matches);
            return found !== undefined;
          },
          { message: `a mail to ${address}`, timeout: 30_000 },
        )
        .toBe(true);
      if (!found) throw new Error('unreachable');
      return found;
    },
    close: () => running.close(),
  };
}
