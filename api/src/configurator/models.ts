// Administration of built-in configurator models (level 5+, own platform; level 9 any platform).
// Saving a document checks its shape and every rule; a changed document becomes a new version, so
// lines configured with an older version keep pointing at it.
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, requireViewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import type { ConfiguratorData } from '@quotecraft/rules/configurator';
import { applyChanges, evaluate, initialValues, OptionInputError, type Values } from './engine.ts';
import { canonicalJson, compileModel, ModelValidationError, type ModelIssue } from './model.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export function validateDocument(document: unknown): ModelIssue[] {
  try {
    compileModel(document);
    return [];
  } catch (error) {
    if (error instanceof ModelValidationError) return error.issues;
    throw error;
  }
}

function assertValid(document: unknown) {
  const issues = validateDocument(document);
  if (issues.length) {
    const first = issues[0]!;
    throw new AppError(`The model has ${issues.length} problem(s). ${first.path}: ${first.message}${first.rule ? ` (rule: ${first.rule})` : ''}`, { field: `document.${first.path}` });
  }
}

function assertAdmin(ctx: Context, pid: number) {
  const viewer = requireViewer(ctx.viewer);
  if (!administers(viewer, pid)) throw forbidden();
  return viewer;
}

export async function loadModel(ctx: Context, id: number) {
  const model = await ctx.prisma.configuratorModel.findUnique({ where: { id } });
  if (!model || !administers(ctx.viewer, model.pid)) throw notFound('Configurator model');
  return model;
}

export async function createModel(ctx: Context, input: { pid?: number | null; key: string; name: string; description?: string | null; document: unknown }) {
  const viewer = requireViewer(ctx.viewer);
  const pid = input.pid ?? viewer.pid;
  assertAdmin(ctx, pid);
  const key = input.key.trim();
  if (!/^[a-z0-9][a-z0-9-]{0,60}$/.test(key)) throw new AppError('Key must be lower-case letters, digits and dashes.', { field: 'key' });
  if (!input.name.trim()) throw new AppError(FORM_MESSAGES.nameRequired, { field: 'name' });
  assertValid(input.document);
  if (await ctx.prisma.configuratorModel.findUnique({ where: { pid_key: { pid, key } } })) throw new AppError('A model with this key already exists.', { field: 'key' });
  return ctx.prisma.configuratorModel.create({
    data: {
      pid,
      key,
      name: input.name.trim(),
      description: input.description ?? '',
      latestVersion: 1,
      versions: { create: { version: 1, document: input.document as Prisma.InputJsonValue } },
    },
  });
}

export async function updateModel(ctx: Context, input: { id: number; name?: string | null; description?: string | null; document?: unknown }) {
  const model = await loadModel(ctx, input.id);
  if (input.name !== undefined && input.name !== null && !input.name.trim()) throw new AppError(FORM_MESSAGES.nameRequired, { field: 'name' });
  if (input.document !== undefined) assertValid(input.document);
  return ctx.prisma.$transaction(async (tx) => {
    let latestVersion = model.latestVersion;
    if (input.document !== undefined) {
      const latest = await tx.configuratorModelVersion.findFirst({ where: { modelId: model.id }, orderBy: { version: 'desc' } });
      if (!latest || canonicalJson(latest.document) !== canonicalJson(input.document)) {
        latestVersion = (latest?.version ?? 0) + 1;
        await tx.configuratorModelVersion.create({ data: { modelId: model.id, version: latestVersion, document: input.document as Prisma.InputJsonValue } });
      }
    }
    return tx.configuratorModel.update({
      where: { id: model.id },
      data: { latestVersion, ...(input.name ? { name: input.name.trim() } : {}), ...(input.description != null ? { description: input.description } : {}) },
    });
  });
}

/** Runs an unsaved document for the editor's live preview. */
export function previewDocument(document: unknown, values: Values | null | undefined, changes: { id: string; value: unknown }[] | null | undefined): { issues: ModelIssue[]; values: Values | null; d: ConfiguratorData | null } {
  let model;
  try {
    model = compileModel(document);
  } catch (error) {
    if (error instanceof ModelValidationError) return { issues: error.issues, values: null, d: null };
    throw error;
  }
  try {
    let next = initialValues(model, values ?? {});
    if (changes?.length) next = applyChanges(model, next, changes);
    return { issues: [], values: next, d: evaluate(model, next) };
  } catch (error) {
    if (error instanceof OptionInputError) return { issues: [{ path: error.optionId, message: error.message }], values: values ?? null, d: null };
    throw error;
  }
}
