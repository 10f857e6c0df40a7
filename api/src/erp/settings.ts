import { z } from 'zod';
import { AppError } from '../schema/errors.ts';

/** The connection settings an administrator enters for a platform's ERP (read by csi.ts / visual.ts). */
export const erpSettingsInput = z
  .object({
    baseUrl: z.string().trim().max(500),
    config: z.string().trim().max(200),
    token: z.string().trim().max(2000),
    site: z.string().trim().max(100),
    username: z.string().trim().max(200),
    password: z.string().max(500),
  })
  .partial();

export type ErpSettingsInput = z.infer<typeof erpSettingsInput>;

export const ERP_SETTINGS_MESSAGES = {
  baseUrl: 'ERP URL must be a valid http or https address.',
  config: 'CSI configuration is required.',
  token: 'CSI token is required.',
  site: 'VISUAL site is required.',
  username: 'VISUAL username is required.',
} as const;

type Stored = Record<string, string>;

const asStored = (value: unknown): Stored =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Stored
    : {};

function requireUrl(value: string | undefined) {
  let url: URL | null = null;
  try {
    url = value ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new AppError(ERP_SETTINGS_MESSAGES.baseUrl, { field: 'erpSettings.baseUrl' });
  }
  return url.toString().replace(/\/$/, '');
}

function requireText(value: string | undefined, key: 'config' | 'token' | 'site' | 'username') {
  if (!value) throw new AppError(ERP_SETTINGS_MESSAGES[key], { field: `erpSettings.${key}` });
  return value;
}

/**
 * Validates the settings for the platform's integration and merges them with the stored ones: a
 * blank token or password keeps the stored secret (the form never receives it back).
 */
export function resolveErpSettings(integration: string, rawInput: unknown, storedValue: unknown): Stored | null {
  const given = rawInput && typeof rawInput === 'object' ? Object.fromEntries(Object.entries(rawInput).filter(([, v]) => v != null)) : rawInput;
  const parsed = erpSettingsInput.safeParse(given ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(issue.message, { field: `erpSettings.${issue.path.join('.')}` });
  }
  const input = parsed.data;
  const stored = asStored(storedValue);
  const kind = integration.toLowerCase();
  if (kind === 'csi') {
    return {
      baseUrl: requireUrl(input.baseUrl ?? stored.baseUrl),
      config: requireText(input.config ?? stored.config, 'config'),
      token: requireText(input.token || stored.token, 'token'),
    };
  }
  if (kind === 'visual') {
    return {
      baseUrl: requireUrl(input.baseUrl ?? stored.baseUrl),
      site: requireText(input.site ?? stored.site, 'site'),
      username: requireText(input.username ?? stored.username, 'username'),
      password: input.password || stored.password || '',
    };
  }
  return null;
}

/** What the platform form shows: never the token or password themselves. */
export function publicErpSettings(storedValue: unknown) {
  const stored = asStored(storedValue);
  return {
    baseUrl: stored.baseUrl ?? '',
    config: stored.config ?? '',
    site: stored.site ?? '',
    username: stored.username ?? '',
    hasToken: Boolean(stored.token),
    hasPassword: Boolean(stored.password),
  };
}
