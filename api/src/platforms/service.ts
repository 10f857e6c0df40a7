import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { requiredError } from '../schema/zodMessages.ts';
import type { Context } from '../context.ts';
import { administers, canReachPlatform, requireViewer, isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { flag, parseInput } from '../schema/input.ts';
import { resolveErpSettings } from '../erp/settings.ts';
import { requireSignedInFor } from '../apiTokens/scopes.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';
import { checkApprovalSettings } from '@quotecraft/rules/approvals';
import { FORMULA_RESULTS_SUPER_ONLY } from '@quotecraft/rules/imports';

type PlatformQuery = { include?: object; select?: object };

export async function platformForViewer<Q extends PlatformQuery>(ctx: Context, query: Q = {} as Q) {
  const platform = ctx.viewer
    ? await ctx.prisma.platform.findUnique({ ...query, where: { id: ctx.viewer.pid } })
    : await defaultPlatform(ctx, query);
  if (!platform) throw notFound('Platform');
  return platform;
}

export function defaultPlatform<Q extends PlatformQuery>(ctx: Context, query: Q = {} as Q) {
  return ctx.prisma.platform.findFirst({ ...query, where: { isDefault: true }, orderBy: { id: 'asc' } });
}

export const INTEGRATIONS = ['default', 'visual', 'CSI'] as const;
export const EMAIL_MESSAGE = PASSWORD_MESSAGES.emailInvalid;

const emailList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v ?? []),
  z.array(z.string().trim()).transform((list) => list.filter((e) => e !== '')),
).superRefine((list, ctx) => {
  list.forEach((email, index) => {
    if (!isEmailAddress(email)) ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGE, path: [index] });
  });
});

const platformFields = {
  name: z.string({ error: requiredError(FORM_MESSAGES.nameRequired) }).trim().min(1, FORM_MESSAGES.nameRequired).max(200),
  emailAddresses: emailList,
  integration: z.enum(INTEGRATIONS, { error: 'Integration must be default, visual or CSI.' }),
  requireMFA: z.preprocess(flag, z.boolean({ error: 'requireMFA must be "1" or "0".' })),
  requireHttps: z.preprocess(flag, z.boolean({ error: 'requireHttps must be "1" or "0".' })),
  importFormulaResults: z.preprocess(flag, z.boolean({ error: 'importFormulaResults must be "1" or "0".' })),
  csiOrderCompleteString: z.string().trim().max(100).transform((v) => v || 'Ordered'),
  // Checked together by `approvalSettingsOf` (the one rule the platform form uses too).
  marginFloorPercent: z.unknown().optional(),
  maxDiscountPercents: z.unknown().optional(),
};

/**
 * The margin floor and the discount limits per role level, as sent (missing parts left out),
 * checked by `@quotecraft/rules/approvals` and ready to store.
 */
function approvalSettingsData(input: { marginFloorPercent?: unknown; maxDiscountPercents?: unknown }) {
  const checked = checkApprovalSettings(input);
  if (!checked.ok) throw new AppError(checked.problem.message, { field: checked.problem.field });
  const { marginFloorPercent, maxDiscountPercents } = checked.value;
  return {
    ...(marginFloorPercent !== undefined ? { marginFloorPercent: marginFloorPercent === null ? null : marginFloorPercent.toFixed(2) } : {}),
    ...(maxDiscountPercents !== undefined ? { maxDiscountPercents } : {}),
  };
}

const createSchema = z.object({
  ...platformFields,
  integration: platformFields.integration.default('default'),
  requireMFA: platformFields.requireMFA.default(false),
  requireHttps: platformFields.requireHttps.default(false),
  importFormulaResults: platformFields.importFormulaResults.default(false),
  csiOrderCompleteString: platformFields.csiOrderCompleteString.default('Ordered'),
  emailAddresses: platformFields.emailAddresses.default([]),
});
const updateSchema = z.object(platformFields).partial();

/**
 * The platform settings a viewer opens: level 0 sees the default platform, level 9 any platform,
 * everyone else their own.
 */
export async function getPlatform<Q extends PlatformQuery>(ctx: Context, id: number | null | undefined, query: Q = {} as Q) {
  const viewer = ctx.viewer;
  if (!viewer || viewer.roleLevel === 0) {
    const platform = await defaultPlatform(ctx, query);
    if (!platform) throw notFound('Platform');
    return platform;
  }
  const pid = id ?? viewer.pid;
  // Another platform is answered as a missing one, after the same lookup.
  const platform = await ctx.prisma.platform.findUnique({ ...query, where: { id: pid } });
  if (!platform || !canReachPlatform(viewer, pid)) throw notFound('Platform');
  return platform;
}

/** Level 9 lists every platform; administrators their own. */
export function platformListWhere(ctx: Context) {
  const viewer = requireViewer(ctx.viewer);
  return isSuperAdmin(viewer) ? {} : { id: viewer.pid };
}

export async function listPlatforms(ctx: Context, page: ListPage) {
  const where = platformListWhere(ctx);
  const [rows, total] = await Promise.all([ctx.prisma.platform.findMany({ where, orderBy: { id: 'asc' }, ...pageArgs(page) }), ctx.prisma.platform.count({ where })]);
  return { rows, total };
}

/** Platform names are unique, compared without surrounding spaces and letter case. */
async function assertNameFree(ctx: Context, name: string, exceptId?: number) {
  const clash = await ctx.prisma.platform.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError(`A platform named ${name} already exists.`, { field: 'name', code: 'CONFLICT' });
}

export async function createPlatform(ctx: Context, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  if (!isSuperAdmin(viewer)) throw forbidden();
  const { marginFloorPercent, maxDiscountPercents, ...input } = parseInput(createSchema, rawInput);
  const approvalSettings = approvalSettingsData({ marginFloorPercent, maxDiscountPercents });
  await assertNameFree(ctx, input.name);
  const erpSettings = erpSettingsOf(rawInput);
  const settings = erpSettings === undefined ? null : await resolveErpSettings(input.integration, erpSettings, null, erpPolicy(ctx));
  return audited(ctx, { action: 'create', entity: 'Platform' }, (tx) =>
    tx.platform.create({
      data: { ...input, ...approvalSettings, emailAddresses: input.emailAddresses.join(','), ...(settings ? { integrationSettings: settings } : {}) },
    }),
  );
}

export async function updatePlatform(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const existing = await ctx.prisma.platform.findUnique({
    where: { id },
    select: { id: true, integration: true, integrationSettings: true, requireMFA: true, requireHttps: true, importFormulaResults: true },
  });
  if (!existing || !administers(viewer, id)) throw notFound('Platform');
  const { marginFloorPercent, maxDiscountPercents, ...input } = parseInput(updateSchema, rawInput);
  const approvalSettings = approvalSettingsData({ marginFloorPercent, maxDiscountPercents });
  const erpSettings = erpSettingsOf(rawInput);
  const securityChanged =
    (input.requireMFA !== undefined && input.requireMFA !== existing.requireMFA) ||
    (input.requireHttps !== undefined && input.requireHttps !== existing.requireHttps) ||
    (input.integration !== undefined && input.integration !== existing.integration) ||
    erpSettings !== undefined;
  if (securityChanged) requireSignedInFor(viewer, 'platformSecurity');
  // Whether imports take a formula's cached value is the super administrator's call (the import's refusal says so).
  if (input.importFormulaResults !== undefined && input.importFormulaResults !== existing.importFormulaResults && !isSuperAdmin(viewer)) {
    throw new AppError(FORMULA_RESULTS_SUPER_ONLY, { field: 'importFormulaResults', code: 'FORBIDDEN' });
  }
  if (input.name !== undefined) await assertNameFree(ctx, input.name, id);
  const { emailAddresses, ...rest } = input;
  // ERP connection settings are checked against the integration they are for, when they are sent.
  const settings =
    erpSettings === undefined
      ? undefined
      : await resolveErpSettings(rest.integration ?? existing.integration, erpSettings, existing.integrationSettings, erpPolicy(ctx));
  return audited(ctx, { action: 'settings', entity: 'Platform', ids: [id] }, (tx) =>
    tx.platform.update({
      where: { id },
      data: {
        ...rest,
        ...approvalSettings,
        ...(emailAddresses ? { emailAddresses: emailAddresses.join(',') } : {}),
        ...(settings ? { integrationSettings: settings } : {}),
      },
    }),
  );
}

const erpPolicy = (ctx: Context) => ({ allowPrivateHosts: ctx.config.erpAllowPrivateHosts });

function erpSettingsOf(rawInput: unknown): unknown {
  if (!rawInput || typeof rawInput !== 'object') return undefined;
  const value = (rawInput as { erpSettings?: unknown }).erpSettings;
  return value === null ? undefined : value;
}
