import { z } from 'zod';
import { AppError } from '../schema/errors.ts';
import { privateAddressOf, type OutboundPolicy } from './outbound.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

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
  baseUrl: FORM_MESSAGES.erpUrl,
  config: FORM_MESSAGES.csiConfigurationRequired,
  token: FORM_MESSAGES.csiTokenRequired,
  site: FORM_MESSAGES.visualSiteRequired,
  username: FORM_MESSAGES.visualUsernameRequired,
} as const;

export const ERP_URL_PRIVATE = 'ERP URL must not point at a loopback, private, link-local or metadata address.';
/** Changing the URL sends the stored secret elsewhere, so it must be entered again (spec: the form never shows it). */
export const ERP_SECRET_AGAIN = {
  token: FORM_MESSAGES.csiTokenAgain,
  password: FORM_MESSAGES.visualPasswordAgain,
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
 * blank token or password keeps the stored secret (the form never receives it back), unless the URL
 * changes, which needs the secret again. The URL may not lead to a private address (by its literal
 * address or what its name resolves to now) unless the policy allows it.
 */
export async function resolveErpSettings(integration: string, rawInput: unknown, storedValue: unknown, policy: OutboundPolicy): Promise<Stored | null> {
  const settings = mergeErpSettings(integration, rawInput, storedValue);
  if (settings) {
    const address = await privateAddressOf(new URL(settings.baseUrl!), policy);
    if (address) throw new AppError(ERP_URL_PRIVATE, { field: 'erpSettings.baseUrl' });
  }
  return settings;
}

/** True when the stored URL exists and the new one leads elsewhere. */
function urlChanged(stored: Stored, baseUrl: string) {
  if (!stored.baseUrl) return false;
  let before = stored.baseUrl;
  try {
    before = new URL(stored.baseUrl).toString().replace(/\/$/, '');
  } catch {
    // compare as stored
  }
  return before !== baseUrl;
}

function mergeErpSettings(integration: string, rawInput: unknown, storedValue: unknown): Stored | null {
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
    const baseUrl = requireUrl(input.baseUrl ?? stored.baseUrl);
    const config = requireText(input.config ?? stored.config, 'config');
    if (!input.token && stored.token && urlChanged(stored, baseUrl)) throw new AppError(ERP_SECRET_AGAIN.token, { field: 'erpSettings.token' });
    return { baseUrl, config, token: requireText(input.token || stored.token, 'token') };
  }
  if (kind === 'visual') {
    const baseUrl = requireUrl(input.baseUrl ?? stored.baseUrl);
    const site = requireText(input.site ?? stored.site, 'site');
    const username = requireText(input.username ?? stored.username, 'username');
    if (!input.password && stored.password && urlChanged(stored, baseUrl)) throw new AppError(ERP_SECRET_AGAIN.password, { field: 'erpSettings.password' });
    return { baseUrl, site, username, password: input.password || stored.password || '' };
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
