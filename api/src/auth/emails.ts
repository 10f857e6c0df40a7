import type { Context } from '../schema/context.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The address links in emails point at: PUBLIC_URL when set, else the origin the request came in on,
 * else this server on localhost.
 */
export function publicOrigin(ctx: Pick<Context, 'config' | 'request'>): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/+$/, '');
  if (ctx.request?.url) {
    try {
      return new URL(ctx.request.url).origin;
    } catch {
      // fall through
    }
  }
  return `http://localhost:${ctx.config.port}`;
}

/** The email logo of the platform's active light theme, as an absolute URL. */
async function emailLogoUrl(ctx: Pick<Context, 'prisma' | 'config' | 'request'>, pid: number): Promise<string | null> {
  const theme = await ctx.prisma.theme.findFirst({
    where: { pid, emailLogo: { not: null } },
    orderBy: [{ isActive: 'desc' }, { darkMode: 'asc' }, { id: 'asc' }],
    select: { emailLogo: true },
  });
  const logo = theme?.emailLogo;
  if (!logo) return null;
  return /^https?:\/\//.test(logo) ? logo : `${publicOrigin(ctx)}${logo.startsWith('/') ? '' : '/'}${logo}`;
}

async function layout(ctx: Pick<Context, 'prisma' | 'config' | 'request'>, pid: number, platformName: string, body: string) {
  const logo = await emailLogoUrl(ctx, pid);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(platformName)}" style="max-height:48px;max-width:240px">`
    : `<strong style="font-size:20px">${escapeHtml(platformName)}</strong>`;
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2328;background:#f6f8fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<div style="margin-bottom:16px">${header}</div>
${body}
</div></body></html>`;
}

interface Recipient {
  username: string;
  firstName: string;
  pid: number;
  platform: { name: string };
}

export async function sendPasswordResetEmail(ctx: Context, user: Recipient, requestId: string, expiresAt: Date) {
  const link = `${publicOrigin(ctx)}/ResetPassword?request=${encodeURIComponent(requestId)}`;
  const minutes = Math.round((expiresAt.getTime() - Date.now()) / 60_000);
  const html = await layout(
    ctx,
    user.pid,
    user.platform.name,
    `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>
<p>We received a request to reset the password of your account <strong>${escapeHtml(user.username)}</strong>.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Reset Password</a></p>
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.</p>
<p style="color:#57606a;font-size:12px">${escapeHtml(link)}</p>`,
  );
  return ctx.mailer.send({
    to: [user.username],
    subject: `${user.platform.name}: reset your password`,
    html,
    text: `Reset the password of ${user.username}: ${link}\nThe link works once and expires in ${minutes} minutes.`,
  });
}

export async function sendNewUserPasswordEmail(ctx: Context, user: Recipient, password: string) {
  const link = `${publicOrigin(ctx)}/Login`;
  const html = await layout(
    ctx,
    user.pid,
    user.platform.name,
    `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>
<p>An account has been created for you.</p>
<p>Email: <strong>${escapeHtml(user.username)}</strong><br>Password: <strong>${escapeHtml(password)}</strong></p>
<p><a href="${escapeHtml(link)}">Log in</a> and change your password from My Profile.</p>`,
  );
  return ctx.mailer.send({
    to: [user.username],
    subject: `${user.platform.name}: your new account`,
    html,
    text: `An account has been created for you.\nEmail: ${user.username}\nPassword: ${password}\nLog in at ${link}`,
  });
}
