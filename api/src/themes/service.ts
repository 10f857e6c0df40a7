import { z } from 'zod';
import { audited } from '../audit/record.ts';
import {
  colorMessage,
  DEFAULT_BREAKPOINTS,
  defaultThemeColors,
  isBreakpoint,
  isThemeColor,
  MAX_BORDER_RADIUS,
  MAX_BREAKPOINTS,
  MAX_THEME_DESCRIPTION,
  MAX_THEME_NAME,
  MIN_BORDER_RADIUS,
  THEME_COLORS,
  THEME_LOGOS,
  THEME_MESSAGES,
  THEME_UPLOADS_FOLDER,
  themeUploadUrl,
  type ThemeColorField,
  type ThemeLogoField,
} from '@quotecraft/rules/themes';
import type { Context } from '../context.ts';
import { assertPlatformAccess, canReachPlatform, requireViewer, type Viewer, isAdmin, isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { defaultPlatform } from '../platforms/service.ts';
import { checkImage } from '../files/images.ts';
import { saveImageUpload } from '../files/storage.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';

/** The platform's active theme for the mode, falling back to its newest theme of that mode. */
export async function activeTheme(ctx: Context, darkMode: boolean, query: { include?: object; select?: object } = {}) {
  const pid = ctx.viewer?.pid ?? (await defaultPlatform(ctx, { select: { id: true } }))?.id;
  if (pid == null) return null;
  return ctx.prisma.theme.findFirst({
    ...(query as object),
    where: { pid, darkMode },
    orderBy: [{ isActive: 'desc' }, { id: 'desc' }],
  });
}

/**
 * The active theme of a platform the caller may see: the default platform's for 'default' (and for
 * visitors asking about any other), any reachable platform's otherwise.
 */
export async function activeThemeFor(ctx: Context, pid: number | 'default', darkMode: boolean) {
  const defaultPid = (await defaultPlatform(ctx, { select: { id: true } }))?.id ?? null;
  const wanted = pid === 'default' ? defaultPid : pid;
  const target = wanted !== null && (wanted === defaultPid || (ctx.viewer && canReachPlatform(ctx.viewer, wanted))) ? wanted : ctx.viewer?.pid ?? defaultPid;
  if (target == null) return null;
  return ctx.prisma.theme.findFirst({ where: { pid: target, darkMode }, orderBy: [{ isActive: 'desc' }, { id: 'desc' }] });
}

// Theme files are saved as /uploads/theme/{pid}/…; themes saved before that point at /uploads/{pid}/….
const UPLOAD_PATH_PATTERN = /^\/uploads\/(theme\/)?\d+\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

const color = (label: string) => z.string().trim().refine(isThemeColor, colorMessage(label));

const logo = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || UPLOAD_PATH_PATTERN.test(value), `${label} must be an uploaded image.`);

const booleanText = z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)]).transform((value) => value === true || value === '1' || value === 'true' || value === 1);

export const themeInputSchema = z.object({
  pid: z.coerce
    .number({ error: THEME_MESSAGES.platformRequired })
    .int(THEME_MESSAGES.platformRequired)
    .positive(THEME_MESSAGES.platformRequired),
  name: z.string().trim().max(MAX_THEME_NAME, THEME_MESSAGES.nameTooLong).optional(),
  description: z.string().trim().max(MAX_THEME_DESCRIPTION, THEME_MESSAGES.descriptionTooLong).optional(),
  darkMode: booleanText.optional(),
  isActive: booleanText.optional(),
  borderRadius: z.coerce
    .number({ error: 'Border Radius must be a number.' })
    .int('Border Radius must be a whole number of pixels.')
    .min(MIN_BORDER_RADIUS, THEME_MESSAGES.radius)
    .max(MAX_BORDER_RADIUS, THEME_MESSAGES.radius)
    .optional(),
  breakpoints: z
    .preprocess(
      (value) => (typeof value === 'string' ? safeJson(value) : value),
      z
        .array(z.union([z.string(), z.number()]).transform((v) => String(v).trim().replace(/px$/i, '')))
        .max(MAX_BREAKPOINTS, THEME_MESSAGES.tooManyBreakpoints),
    )
    .refine((list) => list.every(isBreakpoint), THEME_MESSAGES.breakpoints)
    .optional(),
  ...Object.fromEntries(THEME_COLORS.map(([field, label]) => [field, color(label).optional()])),
  ...Object.fromEntries(THEME_LOGOS.map(([field, label]) => [field, logo(label).optional()])),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.split(',').map((part) => part.trim()).filter(Boolean);
  }
}

type ThemeInput = z.infer<typeof themeInputSchema> & Partial<Record<ThemeColorField, string>> & Partial<Record<ThemeLogoField, string | null>>;

export function parseThemeInput(input: unknown): ThemeInput {
  const parsed = themeInputSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data as ThemeInput;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.') || undefined;
  // A missing pid reports zod's type error; the spec's text is what the user should see.
  const message = field === 'pid' ? THEME_MESSAGES.platformRequired : issue.message;
  throw new AppError(message, { field });
}

function requireThemeAdmin(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

/** Spec part 3 §6: the theme list is filtered by platform unless the user is level 9. */
export function themeListWhere(viewer: Viewer, pid?: number | null): Prisma.ThemeWhereInput {
  if (!isSuperAdmin(viewer)) return { pid: viewer.pid };
  return pid ? { pid } : {};
}

export async function listThemes(ctx: Context, options: { pid?: number | null }, page: ListPage) {
  const where = themeListWhere(requireThemeAdmin(ctx), options.pid);
  const [rows, total] = await Promise.all([ctx.prisma.theme.findMany({ where, orderBy: [{ pid: 'asc' }, { id: 'asc' }], ...pageArgs(page) }), ctx.prisma.theme.count({ where })]);
  return { rows, total };
}

export async function loadTheme(ctx: Context, id: number) {
  const viewer = requireThemeAdmin(ctx);
  const theme = await ctx.prisma.theme.findUnique({ where: { id } });
  // Another platform's theme is reported as missing, so ids of other tenants reveal nothing.
  if (!theme || (!isSuperAdmin(viewer) && theme.pid !== viewer.pid)) throw notFound('Theme');
  return theme;
}

async function assertPlatformExists(ctx: Context, pid: number) {
  const platform = await ctx.prisma.platform.findUnique({ where: { id: pid }, select: { id: true } });
  if (!platform) throw new AppError(THEME_MESSAGES.platformRequired, { field: 'pid' });
}

function themeData(input: ThemeInput) {
  const { breakpoints, ...rest } = input;
  return { ...rest, ...(breakpoints ? { breakpoints } : {}) };
}

/** Only one theme per platform and mode is active. */
async function deactivateOthers(tx: Prisma.TransactionClient, theme: { id: number; pid: number; darkMode: boolean; isActive: boolean }) {
  if (!theme.isActive) return;
  await tx.theme.updateMany({ where: { pid: theme.pid, darkMode: theme.darkMode, isActive: true, id: { not: theme.id } }, data: { isActive: false } });
}

export async function createTheme(ctx: Context, rawInput: unknown) {
  const viewer = requireThemeAdmin(ctx);
  const input = parseThemeInput(rawInput);
  assertPlatformAccess(viewer, input.pid);
  await assertPlatformExists(ctx, input.pid);
  return audited(ctx, { action: 'create', entity: 'Theme' }, async (tx) => {
    // Colours left out take the default palette of the mode, the one the theme editor starts from.
    const defaults = { breakpoints: DEFAULT_BREAKPOINTS, ...defaultThemeColors(input.darkMode ?? false) };
    const theme = await tx.theme.create({ data: { ...defaults, ...themeData(input) } as Prisma.ThemeUncheckedCreateInput });
    await deactivateOthers(tx, theme);
    return theme;
  });
}

export async function updateTheme(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireThemeAdmin(ctx);
  const existing = await loadTheme(ctx, id);
  const changes: Record<string, unknown> = { ...(rawInput as object) };
  // Logos already on the theme (the seeded ones are data URIs) may be sent back unchanged.
  for (const [field] of THEME_LOGOS) if (changes[field] !== undefined && changes[field] === existing[field]) delete changes[field];
  const input = parseThemeInput({ pid: existing.pid, ...changes });
  assertPlatformAccess(viewer, input.pid);
  if (input.pid !== existing.pid) await assertPlatformExists(ctx, input.pid);
  return audited(ctx, { action: 'update', entity: 'Theme', ids: [id] }, async (tx) => {
    const theme = await tx.theme.update({ where: { id }, data: themeData(input) as Prisma.ThemeUncheckedUpdateInput });
    await deactivateOthers(tx, theme);
    return theme;
  });
}

export async function copyTheme(ctx: Context, id: number) {
  const { id: _id, createdAt: _created, updatedAt: _updated, isActive: _active, breakpoints, ...source } = await loadTheme(ctx, id);
  return audited(ctx, { action: 'copy', entity: 'Theme' }, (tx) => tx.theme.create({
    data: { ...source, breakpoints: breakpoints ?? DEFAULT_BREAKPOINTS, name: `${source.name || 'Theme'} (Copy)`.slice(0, 100), isActive: false },
  }));
}

export async function deleteTheme(ctx: Context, id: number) {
  const theme = await loadTheme(ctx, id);
  await audited(ctx, { action: 'delete', entity: 'Theme', ids: [id] }, (tx) => tx.theme.delete({ where: { id } }));
  return theme;
}

/**
 * Spec part 3 §4.5 and §7 uploadThemeFiles: one to three logo images (form fields logo,
 * emailLogo, logoDark; a single `file` with `field` naming the logo also works). Every image is
 * checked before any is stored, and with a theme id the paths are saved on the theme at once.
 */
export async function uploadThemeFiles(
  ctx: Context,
  options: { themeId?: number | null; pid?: number | null; files: Partial<Record<ThemeLogoField, { bytes: Buffer; name: string }>> },
) {
  const viewer = requireThemeAdmin(ctx);
  const theme = options.themeId ? await loadTheme(ctx, options.themeId) : null;
  const pid = theme?.pid ?? options.pid ?? viewer.pid;
  assertPlatformAccess(viewer, pid);
  const entries = THEME_LOGOS.flatMap(([field]) => (options.files[field] ? [[field, options.files[field]!] as const] : []));
  if (entries.length === 0) throw new AppError('Choose an image to upload.', { field: 'file' });
  for (const [field, file] of entries) checkImage(file.bytes, field);
  const paths: Partial<Record<ThemeLogoField, string>> = {};
  let path: string | null = null;
  for (const [field, file] of entries) {
    const saved = await saveImageUpload(ctx, { pid, bytes: file.bytes, originalName: file.name, field, folder: THEME_UPLOADS_FOLDER });
    const relative = saved.path.slice(THEME_UPLOADS_FOLDER.length + 1);
    path ??= relative;
    paths[field] = themeUploadUrl(relative);
  }
  if (theme) await audited(ctx, { action: 'update', entity: 'Theme', ids: [theme.id] }, (tx) => tx.theme.update({ where: { id: theme.id }, data: paths }));
  // `path`: the (first) file's path under /uploads/theme/, as the spec's call answers it; the fields hold the saved paths.
  return { themeId: theme?.id ?? null, path, ...paths };
}
