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

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

const FROM = 'QuoteCraft <no-reply@quotecraft.local>';

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const server = new URL(options.smtpUrl);
    const attributes = { 'server.address': server.hostname, 'server.port': Number(server.port) || 25, 'messaging.system': 'smtp' };
    return {
      send: (message) =>
        // a client span per email when tracing (nodemailer has no instrumentation of its own)
        inSpan('smtp send', { kind: SpanKind.CLIENT, attributes: { ...attributes, 'quotecraft.mail.recipients': message.to.length } }, async () => {
          const info = await transport.sendMail({ from: FROM, ...message, to: message.to.join(', ') });
          return { id: info.messageId };
        }),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message, to: message.to.join(', ') });
      mkdirSync(options.outboxDir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      writeFileSync(join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      return { id };
    },
  };
}
