import type { Context } from '../context.ts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { MailAttachment, MailMessage, MailSendOptions } from '../mail/mailer.ts';

/** The transaction an email is written in, with the change that causes it (the mail job runs once it commits). */
type Db = PrismaClient | Prisma.TransactionClient;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Where every link in an email points: PUBLIC_URL (config.ts), never the address a request came in on. */
export function publicOrigin(ctx: Pick<Context, 'config'>): string {
  return ctx.config.publicUrl;
}

const LOGO_CID = 'platform-logo@quotecraft';
const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i;

/**
 * The email logo of the platform's active light theme: an absolute URL under PUBLIC_URL for an
 * uploaded file, or, for a logo stored inline as a data: URL, an attachment the HTML refers to by
 * Content-ID (mail clients block data: images, and PUBLIC_URL glued to one is no address at all).
 */
async function emailLogo(ctx: Pick<Context, 'prisma' | 'config'>, pid: number, db: Db = ctx.prisma): Promise<{ src: string; attachment?: MailAttachment } | null> {
  const theme = await db.theme.findFirst({
    where: { pid, emailLogo: { not: null } },
    orderBy: [{ isActive: 'desc' }, { darkMode: 'asc' }, { id: 'asc' }],
    select: { emailLogo: true },
  });
  const logo = theme?.emailLogo?.trim();
  if (!logo) return null;
  if (/^https?:\/\//i.test(logo)) return { src: logo };
  const inline = DATA_URL.exec(logo);
  if (inline) {
    const contentType = inline[1]!.toLowerCase();
    const extension = contentType.split('/')[1]!.replace(/\+.*$/, '');
    return {
      src: `cid:${LOGO_CID}`,
      attachment: { filename: `logo.${extension}`, content: Buffer.from(inline[2]!, 'base64'), contentType, cid: LOGO_CID },
    };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(logo)) return null; // some other scheme: no address a mail client could open
  return { src: `${publicOrigin(ctx)}${logo.startsWith('/') ? '' : '/'}${logo}` };
}

/** An email's page: the platform's email logo (or its name) over the body. */
export async function layout(ctx: Pick<Context, 'prisma' | 'config'>, pid: number, platformName: string, body: string, db: Db = ctx.prisma) {
  const logo = await emailLogo(ctx, pid, db);
  const header = logo
    ? `<img src="${escapeHtml(logo.src)}" alt="${escapeHtml(platformName)}" style="max-height:48px;max-width:240px">`
    : `<strong style="font-size:20px">${escapeHtml(platformName)}</strong>`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2328;background:#f6f8fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<div style="margin-bottom:16px">${header}</div>
${body}
</div></body></html>`;
  return { html, attachments: logo?.attachment ? [logo.attachment] : [] };
}

interface Recipient {
  username: string;
  firstName: string;
  pid: number;
  platform: { name: string };
}

export async function sendPasswordResetEmail(ctx: Context, user: Recipient, requestId: string, expiresAt: Date, db: Db = ctx.prisma) {
  const link = `${publicOrigin(ctx)}/ResetPassword?request=${encodeURIComponent(requestId)}`;
  const minutes = Math.round((expiresAt.getTime() - Date.now()) / 60_000);
  const { html, attachments } = await layout(
    ctx,
    user.pid,
    user.platform.name,
    `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>
<p>We received a request to reset the password of your account <strong>${escapeHtml(user.username)}</strong>.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Reset Password</a></p>
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.</p>
<p style="color:#57606a;font-size:12px">${escapeHtml(link)}</p>`,
    db,
  );
  return ctx.mailer.send({
    to: [user.username],
    subject: `${user.platform.name}: reset your password`,
    html,
    attachments,
    text: `Reset the password of ${user.username}: ${link}\nThe link works once and expires in ${minutes} minutes.`,
  }, { db, about: { pid: user.pid, record: `User ${user.username}` } });
}

export async function sendNewUserPasswordEmail(ctx: Context, user: Recipient, password: string, db: Db = ctx.prisma) {
  const link = `${publicOrigin(ctx)}/Login`;
  const { html, attachments } = await layout(
    ctx,
    user.pid,
    user.platform.name,
    `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>
<p>An account has been created for you.</p>
<p>Email: <strong>${escapeHtml(user.username)}</strong><br>Password: <strong>${escapeHtml(password)}</strong></p>
<p><a href="${escapeHtml(link)}">Log in</a> and change your password from My Profile.</p>`,
    db,
  );
  return ctx.mailer.send({
    to: [user.username],
    subject: `${user.platform.name}: your new account`,
    html,
    attachments,
    text: `An account has been created for you.\nEmail: ${user.username}\nPassword: ${password}\nLog in at ${link}`,
  }, { db, about: { pid: user.pid, record: `User ${user.username}` } });
}

const button = (link: string, label: string) =>
  `<a href="${escapeHtml(link)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;

/**
 * A new account from sign-up: where to sign in, or the link that sets its password when it was made
 * without one. Made before the account's transaction, which then only writes it (`ctx.mailer.send`
 * with the transaction).
 */
export async function welcomeEmail(
  ctx: Context,
  user: Recipient,
  options: { mfa: boolean; passwordLink: { id: string; expirationDate: Date } | null },
): Promise<{ message: MailMessage; options: MailSendOptions }> {
  const signIn = `${publicOrigin(ctx)}/Login`;
  const setPassword = options.passwordLink && `${publicOrigin(ctx)}/ResetPassword?request=${encodeURIComponent(options.passwordLink.id)}`;
  const next = setPassword
    ? `<p>Choose your password to sign in:</p><p>${button(setPassword, 'Choose Password')}</p><p style="color:#57606a;font-size:12px">${escapeHtml(setPassword)}</p>`
    : `<p>Sign in with the password you chose${options.mfa ? '; at the first sign-in you will set up an authenticator app for two-factor login' : ''}:</p><p>${button(signIn, 'Log in')}</p>`;
  const { html, attachments } = await layout(
    ctx,
    user.pid,
    user.platform.name,
    `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>
<p>Your account <strong>${escapeHtml(user.username)}</strong> has been created.</p>
${next}
<p>If you did not sign up, ignore this email.</p>`,
  );
  return {
    message: {
      to: [user.username],
      subject: `${user.platform.name}: your new account`,
      html,
      attachments,
      text: `Your account ${user.username} has been created.\n${setPassword ? `Choose your password: ${setPassword}` : `Log in at ${signIn}`}`,
    },
    options: { about: { pid: user.pid, record: `User ${user.username}` } },
  };
}

/** Someone signed up with the address of an existing account: its owner is told, and nothing else happens. */
export async function sendSignUpAttemptEmail(ctx: Context, user: Recipient, db: Db = ctx.prisma) {
  const signIn = `${publicOrigin(ctx)}/Login`;
  const reset = `${publicOrigin(ctx)}/Login?mode=forgot`;
  const { html, attachments } = await layout(
    ctx,
    user.pid,
    user.platform.name,
    `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>
<p>Someone tried to register a new account with your email address <strong>${escapeHtml(user.username)}</strong>. You already have an account, so no new one was created.</p>
<p>If it was you, sign in, or reset your password if you have forgotten it:</p>
<p>${button(signIn, 'Log in')} ${button(reset, 'Reset Password')}</p>
<p>If it was not you, you can ignore this email: your account has not changed.</p>`,
    db,
  );
  return ctx.mailer.send({
    to: [user.username],
    subject: `${user.platform.name}: someone tried to register with your email address`,
    html,
    attachments,
    text: `Someone tried to register a new account with your email address ${user.username}. You already have an account, so no new one was created.\nLog in: ${signIn}\nForgot your password? ${reset}\nIf it was not you, ignore this email: your account has not changed.`,
  }, { db, about: { pid: user.pid, record: `User ${user.username}` } });
}
