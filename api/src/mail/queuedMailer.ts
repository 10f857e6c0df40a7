import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { MailMessage, Mailer, MailSendOptions } from './mailer.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** A message as the mail job stores it: attachments' bytes in base64. */
export interface StoredMailMessage extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; content: string; contentType: string; cid?: string }[];
}

export const storeMessage = (message: MailMessage): StoredMailMessage => ({
  ...message,
  attachments: message.attachments?.map((a) => ({ ...a, content: a.content.toString('base64') })),
});

export const restoreMessage = (stored: StoredMailMessage): MailMessage => ({
  ...stored,
  attachments: stored.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
});

/**
 * The app's mailer: every message becomes a `mail` job, written in the caller's transaction when
 * it passes one (`db`), and sent by a worker through the transport (SMTP or the outbox folder). A
 * message whose SMTP server is down is retried with backoff, not lost. The answered id is the job's.
 */
export function createQueuedMailer(prisma: PrismaClient): Mailer {
  return {
    async send(message: MailMessage, options: MailSendOptions = {}) {
      const db: Db = (options.db as Db | undefined) ?? prisma;
      const id = await enqueueJob(db, 'mail', storeMessage(message), {
        key: options.key ?? null,
        about: {
          pid: options.about?.pid ?? null,
          record: options.about?.record ?? `Email "${message.subject}"`,
          ...(options.about?.quoteId != null ? { quoteId: options.about.quoteId } : {}),
        },
      });
      return { id: `job-${id}` };
    },
  };
}
