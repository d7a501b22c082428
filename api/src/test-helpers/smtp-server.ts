import http from 'node:http';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as it arrived (headers and body). */
  raw: string;
}

/**
 * A real SMTP server (nodemailer's smtp-server) on a loopback port, which a test stops and starts
 * again on the same port: `url` stays valid throughout. `stall()` keeps accepting connections but never
 * greets them, as a server that hangs.
 */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The mails to an address, oldest first. */
  to(address: string): ReceivedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Accepts connections and never answers (stops the server first). */
  stall(): Promise<void>;
  /** How many connections the stalled server holds open now: senders waiting for a greeting. */
  held(): number;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let staller: net.Server | null = null;
  const stalled = new Set<net.Socket>();

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      smtp.on('error', () => undefined);
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        server = smtp;
        resolve();
      });
    });

  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    const hung = staller;
    staller = null;
    if (hung) {
      for (const socket of stalled) socket.destroy();
      stalled.clear();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  };

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    stop,
    start: async () => {
      await stop();
      await start();
    },
    async stall() {
      await stop();
      const hung = net.createServer((socket) => {
        stalled.add(socket);
        socket.on('close', () => stalled.delete(socket));
      });
      await new Promise<void>((resolve, reject) => {
        hung.once('error', reject);
        hung.listen(port, '127.0.0.1', () => resolve());
      });
      staller = hung;
    },
    held: () => stalled.size,
    close: stop,
  };
}

/** The sign-up (4 digits) or recovery (8 digits) code in a received mail's text. */
export function codeIn(mail: ReceivedMail): string | null {
  return mail.raw.match(/^(\d{4}|\d{8})\r?$/m)?.[1] ?? null;
}

/** A received mail as a test reads it: parsed by mailparser, its headers by lower-case name. */
export interface ReadMail {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Parses a received mail (MIME, quoted-printable and all) into what a reader sees. */
export async function readMail(mail: ReceivedMail): Promise<ReadMail> {
  const parsed = await simpleParser(mail.raw);
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines)
    headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  return {
    to: mail.to,
    subject: parsed.subject ?? '',
    headers,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/**
 * The server and an inbox that a browser test reads over HTTP on loopback: `GET /mails?to=address`
 * answers that address's mails, oldest first, as `ReadMail`s.
 */
async function serveInbox(smtp: TestSmtpServer): Promise<{ inbox: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (request.method !== 'GET' || url.pathname !== '/mails' || !to) {
      response.writeHead(404).end();
      return;
    }
    void Promise.all(smtp.to(to).map(readMail)).then(
      (mails) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    inbox: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run as a process of its own by a browser test (e2e/support/mail-inbox.ts): the first line out is
// `{"url": "smtp://…", "inbox": "http://…"}`, SIGTERM stops it.
if (require.main === module) {
  void startSmtpServer().then(async (smtp) => {
    const inbox = await serveInbox(smtp);
    process.stdout.write(`${JSON.stringify({ url: smtp.url, inbox: inbox.inbox })}\n`);
    process.once(
      'SIGTERM',
      () => void Promise.all([smtp.close(), inbox.close()]).then(() => process.exit(0)),
    );
  });
}
