import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { inSpan, SpanKind } from '../observability/tracing.ts';

/** A file sent with the message; with `cid`, an inline image the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  html: string;
  text?: string;
  attachments?: MailAttachment[];
}

export interface MailSendOptions {
  /** the transaction (Prisma client or transaction client) the message is written in, with the change that causes it */
  db?: unknown;
  /** the platform and record the message is about, for the /Jobs screen */
  about?: { pid?: number | null; record?: string | null; quoteId?: number | null };
  /** a key naming the message once (its mail job's key): a second message with it while the first waits replaces it */
  key?: string;
  /** the Message-ID header: the mail job sets one per job, so a message sent again is recognisably the same one */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage, options?: MailSendOptions): Promise<{ id: string }>;
}

const FROM = 'QuoteCraft <no-reply@quotecraft.local>';

/** The transport the mail job sends through: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const server = new URL(options.smtpUrl);
    const attributes = { 'server.address': server.hostname, 'server.port': Number(server.port) || 25, 'messaging.system': 'smtp' };
    return {
      send: (message, sendOptions) =>
        // a client span per email when tracing (nodemailer has no instrumentation of its own)
        inSpan('smtp send', { kind: SpanKind.CLIENT, attributes: { ...attributes, 'quotecraft.mail.recipients': message.to.length } }, async () => {
          const info = await transport.sendMail({ from: FROM, ...message, to: message.to.join(', '), messageId: sendOptions?.messageId });
          return { id: info.messageId };
        }),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, sendOptions) {
      const info = await transport.sendMail({ from: FROM, ...message, to: message.to.join(', '), messageId: sendOptions?.messageId });
      mkdirSync(options.outboxDir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      writeFileSync(join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      return { id };
    },
  };
}
