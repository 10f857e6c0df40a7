// A local SMTP server for tests (smtp-server, nodemailer's own): it speaks real SMTP and keeps the
// messages it accepted. `stallNext` makes it take the next message's data and never answer, as a
// server (or a connection) hanging in the middle of a send would.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  subject: string;
  messageId: string;
  to: string[];
}

export interface FakeSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  stallNext: boolean;
  close(): Promise<void>;
}

/** A port nothing listens on now (an SMTP server that is down). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';

export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const fake: FakeSmtp = { port: 0, url: '', received: [], stallNext: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (fake.stallNext) {
          fake.stallNext = false;
          return; // never answers: the sender waits in the middle of the send
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        fake.received.push({ raw, subject: header(raw, 'Subject'), messageId: header(raw, 'Message-ID'), to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };
  fake.port = address.port;
  fake.url = `smtp://127.0.0.1:${address.port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      // connections left hanging are cut
      for (const connection of (server as unknown as { connections?: Set<{ close(): void }> }).connections ?? []) connection.close();
      server.close(() => resolve());
    });
  return fake;
}
