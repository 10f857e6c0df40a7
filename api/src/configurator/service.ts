// The configurator interface (start, configure, finish, copy) over two implementations chosen per
// product: the built-in engine (Product.configuratorModelId) and a remote configurator server
// (Product.server). Sessions are persisted in ConfiguratorSession.
import { FIXED_PRICE_LINE_HAS_NO_CONFIGURATION } from '@quotecraft/rules/quantities';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { canReachPlatform, requireViewer, ROLE_LEVEL, isAdmin, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { canViewQuote, QUOTE_ACCESS_SELECT, QUOTE_TYPE } from '../documents/quoteService.ts';
import { canEditQuote, startingCustomer } from '../documents/quoteDocuments.ts';
import { assertOrderLineChange } from '../documents/orderChanges.ts';
import { recomputeQuoteTotals } from '../documents/totals.ts';
import { copyLineConfiguration } from './copy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/service.ts';
import {
  applyChange,
  applyChanges,
  displayValue,
  evaluate,
  initialValues,
  OptionInputError,
  type Values,
} from './engine.ts';
import { OPTION_MESSAGES, type Blocked, type ConfigureResult, type ConfiguratorData, type StartResult, type SubmittedValue } from '@quotecraft/rules/configurator';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { cachedModel, compiledModelFor, type CompiledModel } from './model.ts';
import { remoteConfigure, RemoteConfiguratorError, remoteCopy, remoteFinish, remoteStart, type RemoteState } from './remote.ts';
import { assertQuoteEditable } from '../documents/placing.ts';

export interface BuiltInState {
  values: Values;
}
export interface RemoteSessionState {
  remoteSessionId: string;
  data: RemoteState;
}

export interface StartInput {
  productId: number;
  configurationId?: string | null;
  quoteId?: string | number | null;
  reconfigure?: boolean | null;
  headerId?: string | null;
  lineId?: number | null;
  sourceHeaderId?: string | null;
  sourceConfigurationId?: string | null;
  integrationParams?: { Name: string; Value: unknown }[] | null;
  /** a session the page started before (a reload): it goes on with its choices when it may */
  sessionId?: string | null;
}

const productSelect = {
  id: true,
  pid: true,
  name: true,
  productNumber: true,
  imageUrl: true,
  img: true,
  headerId: true,
  server: true,
  applicationInstance: true,
  applicationName: true,
  profile: true,
  ruleset: true,
  namespace: true,
  configuratorModelId: true,
  isNonConfigurable: true,
} as const;

/** Visitors configure the default platform's products; signed-in users their own platform's. */
async function loadProduct(ctx: Context, productId: number) {
  const product = await ctx.prisma.product.findUnique({ where: { id: productId }, select: { ...productSelect, platform: { select: { isDefault: true } } } });
  if (!product) throw notFound('Product');
  const visible = ctx.viewer ? canReachPlatform(ctx.viewer, product.pid) : product.platform.isDefault;
  if (!visible) throw notFound('Product');
  if (product.isNonConfigurable) throw new AppError('This product is not configurable.', { field: 'productId' });
  return product;
}

async function latestVersion(ctx: Pick<Context, 'prisma'>, modelId: number) {
  const version = await ctx.prisma.configuratorModelVersion.findFirst({ where: { modelId }, orderBy: { version: 'desc' } });
  if (!version) throw new AppError('This product has no configurator model.', { field: 'productId' });
  return version;
}

export function modelOf(version: { id: number; document: unknown }): CompiledModel {
  return compiledModelFor(String(version.id), version.document);
}

// Versions never change once written, so a session's model is read from the database only once.
const versionNumbers = new Map<number, number>();

type Db = PrismaClient | Prisma.TransactionClient;

async function sessionModel(db: Db, modelVersionId: number | null): Promise<{ model: CompiledModel; version: number }> {
  if (modelVersionId == null) throw new AppError('The model of this configuration no longer exists.', { code: 'CONFLICT' });
  const cached = cachedModel(String(modelVersionId));
  const number = versionNumbers.get(modelVersionId);
  if (cached && number !== undefined) return { model: cached, version: number };
  const row = await db.configuratorModelVersion.findUnique({ where: { id: modelVersionId } });
  if (!row) throw new AppError('The model of this configuration no longer exists.', { code: 'CONFLICT' });
  versionNumbers.set(row.id, row.version);
  return { model: modelOf(row), version: row.version };
}

/**
 * May the viewer use this session? Only within its platform: its owner, platform admins, anyone on
 * the platform holding an unowned (visitor or partner) session; visitors only unowned sessions of
 * the default platform. Everything else is answered as a missing configuration.
 */
function assertSessionAccess(viewer: Viewer | null, session: { userId: number | null; pid: number; onDefaultPlatform: boolean }) {
  if (!viewer) {
    if (session.userId == null && session.onDefaultPlatform) return;
    throw notFound('Configuration');
  }
  if (!canReachPlatform(viewer, session.pid)) throw notFound('Configuration');
  if (session.userId == null) return;
  if (viewer.kind === 'user' && viewer.userId === session.userId) return;
  if (isAdmin(viewer)) return;
  throw notFound('Configuration');
}

/** The quote a configuration id `{quoteId}_{lineNumber}` names, if it has that form. */
export function quoteIdOf(configurationId: string | null | undefined): number | null {
  const match = /^(\d+)_\d+$/.exec(configurationId ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A finished session is saved on a line of the quote its configuration id names: whoever uses it
 * must be allowed to see that quote, on the session's own platform.
 */
async function assertSavedQuoteAccess(ctx: Context, session: { pid: number; configurationId: string; finishedAt: Date | null }) {
  const quoteId = session.finishedAt ? quoteIdOf(session.configurationId) : null;
  if (quoteId == null) return;
  const quote = await ctx.prisma.quote.findUnique({ where: { id: quoteId }, select: QUOTE_ACCESS_SELECT });
  if (quote && (quote.pid !== session.pid || !canViewQuote(ctx.viewer, quote))) throw notFound('Configuration');
}

function remoteProduct(product: { server: string | null } & Omit<Parameters<typeof remoteStart>[0], 'server'>) {
  return { ...product, server: product.server! };
}

function wrapRemote<T>(work: () => Promise<T>): Promise<T> {
  return work().catch((error) => {
    if (error instanceof RemoteConfiguratorError) throw new AppError(error.message, { code: error.status >= 500 ? 'CONFLICT' : 'BAD_USER_INPUT' });
    throw error;
  });
}

/** A quote the viewer may put lines on, by id; null for 'new' or none. */
async function quoteFor(ctx: Context, quoteId: string | number | null | undefined) {
  if (quoteId == null || quoteId === '' || quoteId === 'new') return null;
  const id = Number(quoteId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const quote = await ctx.prisma.quote.findUnique({ where: { id }, select: { id: true, pid: true, createdByUserId: true, groupId: true, type: true } });
  if (!quote || !canViewQuote(ctx.viewer, quote)) throw notFound('Quote');
  return quote;
}

/**
 * The session a reconfiguration or copy starts from: the session of the line (by its id, or by its
 * configuration id `{quoteId}_{n}` within that quote) when the viewer may see the line's quote and
 * the session is of that quote's platform and of the product's; before a line is saved, the
 * viewer's own session under that configuration id. Anything else starts afresh, as a
 * configuration id that names nothing does.
 */
async function previousSession(ctx: Context, input: StartInput, pid: number) {
  const lineSession = async (line: { sessionId: string | null; quote: { pid: number; createdByUserId: number | null; groupId: number | null; type: number } }) => {
    if (!canViewQuote(ctx.viewer, line.quote) || line.quote.pid !== pid || !line.sessionId) return null;
    const session = await ctx.prisma.configuratorSession.findUnique({ where: { id: line.sessionId } });
    return session && session.pid === pid ? session : null;
  };
  const lineSelect = { sessionId: true, quote: { select: { pid: true, createdByUserId: true, groupId: true, type: true } } } as const;
  if (input.lineId) {
    const line = await ctx.prisma.quoteLine.findUnique({ where: { id: input.lineId }, select: lineSelect });
    if (!line || !canViewQuote(ctx.viewer, line.quote)) throw notFound('Quote line');
    return lineSession(line);
  }
  const configurationId = input.sourceConfigurationId || input.configurationId;
  if (!configurationId) return null;
  const quoteId = quoteIdOf(configurationId);
  const line = quoteId == null ? null : await ctx.prisma.quoteLine.findFirst({ where: { quoteId, configurationId }, select: lineSelect });
  if (line) return lineSession(line);
  // Not saved on a line yet (a reload, or a copied configuration): only the viewer's own session.
  if (ctx.viewer?.kind !== 'user' || ctx.viewer.userId == null) return null;
  return ctx.prisma.configuratorSession.findFirst({ where: { configurationId, pid, userId: ctx.viewer.userId }, orderBy: { updatedAt: 'desc' } });
}

/**
 * The session a page started before under the same product and configuration id, still open and
 * the viewer's to use (`loadSession`'s rule); null when there is none, and a new session starts.
 */
async function resumableSession(ctx: Context, sessionId: string, productId: number, configurationId: string): Promise<SessionRow | null> {
  let session: SessionRow;
  try {
    session = await loadSession(ctx, sessionId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
  if (session.finishedAt || session.productId !== productId || session.configurationId !== configurationId) return null;
  return session;
}

export async function startConfiguration(ctx: Context, input: StartInput): Promise<StartResult> {
  const product = await loadProduct(ctx, input.productId);
  const quote = ctx.viewer ? await quoteFor(ctx, input.quoteId) : null;
  const reconfigure = Boolean(input.reconfigure || input.lineId);
  const configurationId = input.configurationId ?? '';
  const resumed = input.sessionId ? await resumableSession(ctx, input.sessionId, product.id, configurationId) : null;
  if (resumed) {
    const built = resumed.engine === 'built-in';
    const version = built ? await sessionModel(ctx.prisma, resumed.modelVersionId) : null;
    return {
      prepare: { SessionId: resumed.id, ProductId: product.id, HeaderId: resumed.headerId, Engine: resumed.engine, ModelVersion: version?.version ?? null },
      initialize: { ConfigurationId: configurationId, Reconfigure: reconfigure, QuoteId: quote ? String(quote.id) : input.quoteId != null ? String(input.quoteId) : null },
      ui: version
        ? evaluate(version.model, (resumed.state as unknown as BuiltInState).values ?? {})
        : stripSession((resumed.state as unknown as RemoteSessionState).data),
    };
  }
  const previous = reconfigure || input.sourceConfigurationId ? await previousSession(ctx, input, product.pid) : null;
  const id = randomUUID();
  const userId = ctx.viewer?.kind === 'user' ? ctx.viewer.userId : null;

  if (product.configuratorModelId != null) {
    const version = await latestVersion(ctx, product.configuratorModelId);
    const model = modelOf(version);
    const saved = previous && previous.engine === 'built-in' ? ((previous.state as unknown as BuiltInState).values ?? {}) : {};
    const values = initialValues(model, saved);
    const ui = evaluate(model, values);
    await ctx.prisma.configuratorSession.create({
      data: {
        id,
        pid: product.pid,
        productId: product.id,
        modelVersionId: version.id,
        userId,
        configurationId,
        headerId: input.headerId ?? product.headerId,
        engine: 'built-in',
        state: { values } as unknown as Prisma.InputJsonValue,
        price: ui.ConfiguredPrice.toFixed(2),
        isComplete: ui.IsExecutionComplete,
      },
    });
    return {
      prepare: { SessionId: id, ProductId: product.id, HeaderId: input.headerId ?? product.headerId, Engine: 'built-in', ModelVersion: version.version },
      initialize: { ConfigurationId: configurationId, Reconfigure: reconfigure, QuoteId: quote ? String(quote.id) : input.quoteId != null ? String(input.quoteId) : null },
      ui,
    };
  }
  if (product.server) {
    const data = await wrapRemote(() =>
      remoteStart(remoteProduct(product), {
        configurationId,
        reconfigure,
        sourceHeaderId: input.sourceHeaderId ?? previous?.headerId ?? null,
        sourceConfigurationId: input.sourceConfigurationId ?? (previous ? previous.configurationId : null),
        integrationParams: input.integrationParams ?? [],
      }),
    );
    await ctx.prisma.configuratorSession.create({
      data: {
        id,
        pid: product.pid,
        productId: product.id,
        userId,
        configurationId,
        headerId: input.headerId ?? product.headerId,
        engine: 'remote',
        state: { remoteSessionId: data.SessionID, data } as unknown as Prisma.InputJsonValue,
        price: data.ConfiguredPrice.toFixed(2),
        isComplete: data.IsExecutionComplete,
      },
    });
    return {
      prepare: { SessionId: id, ProductId: product.id, HeaderId: input.headerId ?? product.headerId, Engine: 'remote', ModelVersion: null },
      initialize: { ConfigurationId: configurationId, Reconfigure: reconfigure, QuoteId: input.quoteId != null ? String(input.quoteId) : null },
      ui: stripSession(data),
    };
  }
  throw new AppError('This product has no configurator model.', { field: 'productId' });
}

const stripSession = (data: RemoteState): ConfiguratorData => {
  const { SessionID: _ignored, ...rest } = data;
  return rest;
};

interface SessionRow {
  id: string;
  pid: number;
  productId: number | null;
  modelVersionId: number | null;
  userId: number | null;
  configurationId: string;
  headerId: string | null;
  engine: string;
  state: unknown;
  finishedAt: Date | null;
  product: { server: string | null; name: string; productNumber: string; img: string | null; imageUrl: string | null } | null;
}

// One plain query on the hot path of every option change (see tests/bench/configurator.ts).
async function loadSession(ctx: Context, sessionId: string): Promise<SessionRow> {
  const rows = await ctx.prisma.$queryRaw<
    (Omit<SessionRow, 'product'> & { onDefaultPlatform: boolean; server: string | null; productName: string | null; productNumber: string | null; img: string | null; imageUrl: string | null })[]
  >`
    SELECT s."id", s."pid", s."productId", s."modelVersionId", s."userId", s."configurationId", s."headerId", s."engine", s."state", s."finishedAt",
           pl."isDefault" AS "onDefaultPlatform", p."server", p."name" AS "productName", p."productNumber", p."img", p."imageUrl"
    FROM "ConfiguratorSession" s JOIN "Platform" pl ON pl."id" = s."pid" LEFT JOIN "Product" p ON p."id" = s."productId"
    WHERE s."id" = ${sessionId}`;
  const row = rows[0];
  if (!row) throw notFound('Configuration');
  const { onDefaultPlatform, server, productName, productNumber, img, imageUrl, ...session } = row;
  assertSessionAccess(ctx.viewer, { ...session, onDefaultPlatform });
  await assertSavedQuoteAccess(ctx, session);
  return {
    ...session,
    product: session.productId == null ? null : { server, name: productName ?? '', productNumber: productNumber ?? '', img, imageUrl },
  };
}

async function saveSessionState(ctx: Context, sessionId: string, state: unknown, price: number, isComplete: boolean) {
  await ctx.prisma.$executeRaw`
    UPDATE "ConfiguratorSession" SET "state" = ${JSON.stringify(state)}::jsonb, "price" = ${price.toFixed(2)}::numeric,
           "isComplete" = ${isComplete}, "updatedAt" = now()
    WHERE "id" = ${sessionId}`;
}

export interface ConfigureInput {
  sessionId: string;
  id?: string | null;
  value?: unknown;
  /** several changes at once: applying a suggested configuration */
  changes?: { id: string; value?: unknown }[] | null;
}

export async function configure(ctx: Context, input: ConfigureInput): Promise<ConfigureResult> {
  const session = await loadSession(ctx, input.sessionId);
  if (session.finishedAt) throw new AppError('This configuration is already finished.', { code: 'CONFLICT' });
  const changes = input.changes?.length ? input.changes : input.id ? [{ id: input.id, value: input.value }] : [];
  if (!changes.length) throw new AppError('id is required.', { field: 'id' });

  if (session.engine === 'remote') {
    const state = session.state as unknown as RemoteSessionState;
    const server = session.product?.server;
    if (!server) throw new AppError('The configurator server of this product is not set.');
    const data = await wrapRemote(() =>
      remoteConfigure(server, state.remoteSessionId, changes.map((change) => ({ ID: change.id, Value: change.value == null ? '' : String(change.value) }))),
    );
    await saveSessionState(ctx, session.id, { remoteSessionId: state.remoteSessionId, data }, data.ConfiguredPrice, data.IsExecutionComplete);
    return { SessionId: session.id, d: stripSession(data), Blocked: null };
  }

  const { model } = await sessionModel(ctx.prisma, session.modelVersionId);
  const values = (session.state as unknown as BuiltInState).values ?? {};
  let next: Values;
  let blocked: Blocked | null = null;
  try {
    if (changes.length === 1) {
      const result = applyChange(model, values, changes[0]!.id, changes[0]!.value);
      next = result.values;
      blocked = result.blocked;
    } else {
      next = applyChanges(model, values, changes);
    }
  } catch (error) {
    if (error instanceof OptionInputError) throw new AppError(error.message, { field: error.optionId });
    throw error;
  }
  const d = evaluate(model, next);
  if (!blocked) {
    await saveSessionState(ctx, session.id, { values: next }, d.ConfiguredPrice, d.IsExecutionComplete);
  }
  return { SessionId: session.id, d, Blocked: blocked };
}

/** The current state of a session, e.g. to show it again after a reload. */
export async function sessionState(ctx: Context, sessionId: string): Promise<ConfigureResult> {
  const session = await loadSession(ctx, sessionId);
  if (session.engine === 'remote') return { SessionId: session.id, d: stripSession((session.state as unknown as RemoteSessionState).data), Blocked: null };
  const { model } = await sessionModel(ctx.prisma, session.modelVersionId);
  return { SessionId: session.id, d: evaluate(model, (session.state as unknown as BuiltInState).values ?? {}), Blocked: null };
}

const FINISHED_MESSAGE = 'This configuration is already finished.';

/** What of a configuration its line shows. */
export type LineConfiguration = Pick<ConfiguratorData, 'ConfiguredPrice' | 'Details' | 'ImageUrl' | 'Description' | 'PartNumber'>;

/** What a finished configuration puts on its line: price, details, image, description, part number. */
export function configuredLineFields(
  data: LineConfiguration,
  product: { name: string; productNumber: string; img: string | null; imageUrl: string | null } | null,
  sessionId: string,
  modelVersion: number | null,
) {
  return {
    price: data.ConfiguredPrice.toFixed(2),
    details: data.Details as unknown as Prisma.InputJsonValue,
    imgUrl: data.ImageUrl ?? product?.img ?? product?.imageUrl ?? null,
    description: data.Description || product?.name || '',
    partNumber: data.PartNumber || product?.productNumber || '',
    modelNo: data.PartNumber || product?.productNumber || null,
    sessionId,
    modelVersion,
  };
}

export type ConfiguredLineFields = ReturnType<typeof configuredLineFields> & { productId: number | null; headerId: string | null };

/**
 * The fields a line of `quote` takes from a configuration session (a line added or reconfigured
 * through the quote calls rather than through Finish): the session must be finished, of the
 * quote's platform and saved under one of the quote's configuration ids `{quoteId}_{n}`. A session
 * that is not is answered as a missing one.
 */
export async function finishedSessionLineFields(db: Db, sessionId: string, quote: { id: number; pid: number }): Promise<ConfiguredLineFields> {
  const session = await db.configuratorSession.findUnique({
    where: { id: sessionId },
    include: { product: { select: { name: true, productNumber: true, img: true, imageUrl: true } } },
  });
  if (!session || session.pid !== quote.pid || quoteIdOf(session.configurationId) !== quote.id) {
    throw new AppError('Configuration session not found.', { field: 'sessionId', code: 'NOT_FOUND' });
  }
  if (!session.finishedAt) throw new AppError('This configuration is not finished.', { field: 'sessionId' });
  let data: ConfiguratorData;
  let modelVersion: number | null = null;
  if (session.engine === 'remote') {
    const state = session.state as unknown as Partial<RemoteSessionState>;
    if (!state.data) throw new AppError('The model of this configuration no longer exists.', { field: 'sessionId', code: 'CONFLICT' });
    data = stripSession(state.data);
  } else {
    const { model, version } = await sessionModel(db, session.modelVersionId);
    data = evaluate(model, (session.state as unknown as BuiltInState).values ?? {});
    modelVersion = version;
  }
  return { ...configuredLineFields(data, session.product, session.id, modelVersion), productId: session.productId, headerId: session.headerId };
}

export interface FinishInput {
  sessionId: string;
  quoteId?: string | number | null;
  lineId?: number | null;
  lineNumber?: number | null;
  configurationId?: string | null;
  quantity?: number | null;
  publicUser?: boolean | null;
  /** the values the screen shows when Finish is pressed: each is checked by the model's rules, and saved */
  values?: SubmittedValue[] | null;
}

export interface FinishResult {
  quoteId: number;
  lineId: number;
  lineNumber: number;
  configurationId: string;
  type: number;
  /** which of the three outcomes ran */
  outcome: 'created' | 'updated' | 'added';
}

/**
 * The screen's values checked by the model's rules, in the order sent, over the session's values:
 * a value the rules refuse stops Finish with that option's message (the same one configure gives),
 * so nothing is saved but what the screen shows. Values the session already holds are left alone.
 */
function applySubmittedValues(model: CompiledModel, stored: Values, submitted: readonly SubmittedValue[] | null | undefined): Values {
  if (!submitted?.length) return stored;
  let values = stored;
  for (const { id, value } of submitted) {
    const option = model.optionById.get(id);
    if (!option) throw new AppError(`Unknown option ${id}.`, { field: id });
    const shown = displayValue(option, values[id]) ?? '';
    const text = value == null ? '' : String(value).trim();
    if (text === shown) continue;
    try {
      const result = applyChange(model, values, id, text);
      if (result.blocked) throw new AppError(result.blocked.Reason, { field: id });
      values = result.values;
    } catch (error) {
      if (error instanceof OptionInputError) throw new AppError(error.message, { field: error.optionId });
      throw error;
    }
  }
  return values;
}

/** A remote session's options whose value the screen shows differently. */
function changedRemoteValues(data: RemoteState | undefined, submitted: readonly SubmittedValue[] | null | undefined) {
  if (!submitted?.length || !data) return [];
  const current = new Map(data.Pages.flatMap((page) => page.Screens.flatMap((screen) => screen.ScreenOptions.map((option) => [option.ID, option.Value ?? ''] as const))));
  return submitted
    .map(({ id, value }) => ({ ID: id, Value: value == null ? '' : String(value).trim() }))
    .filter((change) => current.get(change.ID) !== change.Value);
}

/** A remote configurator that kept another value than the screen's refused it. */
function assertRemoteAccepted(data: RemoteState, changes: { ID: string; Value: string }[]) {
  const options = new Map(data.Pages.flatMap((page) => page.Screens.flatMap((screen) => screen.ScreenOptions.map((option) => [option.ID, option] as const))));
  for (const change of changes) {
    const option = options.get(change.ID);
    if (option && option.IsVisible && (option.Value ?? '') !== change.Value) {
      const critical = data.Messages.find((message) => message.Type === 1);
      throw new AppError(critical?.Value ?? `${option.Caption} cannot be ${change.Value}.`, { field: change.ID });
    }
  }
}

/**
 * Before a visitor is signed up: the screen's values are checked and kept on the session, and the
 * configuration must be finishable, so Finish then saves exactly what the screen showed.
 */
async function applyScreenValues(ctx: Context, session: SessionRow, submitted: readonly SubmittedValue[] | null | undefined) {
  if (session.engine === 'remote') {
    const state = session.state as unknown as RemoteSessionState;
    const server = session.product?.server;
    if (!server) throw new AppError('The configurator server of this product is not set.');
    const changes = changedRemoteValues(state.data, submitted);
    if (!changes.length) return assertFinishable(stripSession(state.data));
    const data = await wrapRemote(() => remoteConfigure(server, state.remoteSessionId, changes));
    assertRemoteAccepted(data, changes);
    await saveSessionState(ctx, session.id, { remoteSessionId: state.remoteSessionId, data }, data.ConfiguredPrice, data.IsExecutionComplete);
    return assertFinishable(stripSession(data));
  }
  const { model } = await sessionModel(ctx.prisma, session.modelVersionId);
  const stored = (session.state as unknown as BuiltInState).values ?? {};
  const values = applySubmittedValues(model, stored, submitted);
  const data = evaluate(model, values);
  assertFinishable(data);
  if (values !== stored) await saveSessionState(ctx, session.id, { values }, data.ConfiguredPrice, data.IsExecutionComplete);
}

/** Finish needs a complete configuration: an empty required option is named with its field's message. */
function assertFinishable(data: ConfiguratorData) {
  if (data.IsExecutionComplete) return;
  const focus = data.OptionToFocus
    ? data.Pages.flatMap((page) => page.Screens.flatMap((screen) => screen.ScreenOptions)).find((option) => option.ID === data.OptionToFocus)
    : undefined;
  if (focus && focus.IsVisible && focus.IsRequired && !focus.Value) throw new AppError(OPTION_MESSAGES.required, { field: focus.ID });
  throw new AppError('The configuration is not complete.', { field: 'sessionId' });
}

/**
 * The quote request a level-0 user configures from: theirs alone (not their group's), of their
 * platform. None ('new') or one that has become an order gives a new quote request; anyone
 * else's is answered as missing.
 */
async function ownOpenRequest(ctx: Context, viewer: Viewer, quoteId: string | number | null | undefined) {
  if (quoteId == null || quoteId === '' || quoteId === 'new') return null;
  const id = Number(quoteId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const quote = await ctx.prisma.quote.findUnique({ where: { id }, select: { id: true, pid: true, createdByUserId: true, groupId: true, type: true } });
  if (!quote || quote.createdByUserId == null || quote.createdByUserId !== viewer.userId || quote.pid !== viewer.pid) throw notFound('Quote');
  return quote.type === QUOTE_TYPE.request ? quote : null;
}

/**
 * Finishes a session and saves it on a quote: (a) no quote yet, or a level-0 user: a new quote
 * (a quote request for level 0) with the line; (b) editing a line: that line takes the new details,
 * price, image, session and model version; (c) otherwise a new line on the quote.
 */
export async function finishConfiguration(ctx: Context, input: FinishInput): Promise<FinishResult> {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.kind !== 'user' || viewer.userId == null) throw forbidden();
  const session = await loadSession(ctx, input.sessionId);
  if (!canReachPlatform(viewer, session.pid)) throw notFound('Configuration');
  if (session.finishedAt) throw new AppError(FINISHED_MESSAGE, { field: 'sessionId', code: 'CONFLICT' });

  let data: ConfiguratorData;
  let modelVersion: number | null = null;
  // The built-in engine's values as finished, when the screen's values changed them.
  let finishedValues: Values | null = null;
  if (session.engine === 'remote') {
    const state = session.state as unknown as RemoteSessionState;
    const server = session.product?.server;
    if (!server) throw new AppError('The configurator server of this product is not set.');
    const changes = changedRemoteValues(state.data, input.values);
    if (changes.length) {
      const configured = await wrapRemote(() => remoteConfigure(server, state.remoteSessionId, changes));
      assertRemoteAccepted(configured, changes);
    }
    const finished = await wrapRemote(() => remoteFinish(server, state.remoteSessionId));
    // What the server finished with is what the line shows, and what a later copy or line reads.
    state.data = finished;
    data = stripSession(finished);
  } else {
    const { model, version } = await sessionModel(ctx.prisma, session.modelVersionId);
    const stored = (session.state as unknown as BuiltInState).values ?? {};
    const values = applySubmittedValues(model, stored, input.values);
    if (values !== stored) finishedValues = values;
    data = evaluate(model, values);
    modelVersion = version;
  }
  assertFinishable(data);

  const levelZero = viewer.roleLevel <= ROLE_LEVEL.public;
  // Level 0 adds to a quote request of theirs that is open (the configurator was opened from it);
  // without one, or from anything else, a new quote request is raised.
  const existing = levelZero && !input.lineId ? await ownOpenRequest(ctx, viewer, input.quoteId) : await quoteFor(ctx, input.quoteId);
  // A configuration stays on its platform, whoever finishes it.
  if (existing && existing.pid !== session.pid) throw notFound('Configuration');
  // An order's line is reconfigured only as its administrators may (documents/orderChanges.ts); nothing is added to an order.
  if (existing && existing.type === QUOTE_TYPE.order) await assertOrderLineChange(ctx.prisma, viewer, existing.id, input.lineId ? 'reconfigure' : 'other');

  const lineFields = configuredLineFields(data, session.product, session.id, modelVersion);

  return ctx.prisma.$transaction(async (tx) => {
    // Finished once: the session is claimed first, so a second Finish of it (a double click, a
    // retry) waits for this one and then adds nothing, and no two finishes lock rows in another order.
    const claimed = await tx.configuratorSession.updateMany({ where: { id: session.id, finishedAt: null }, data: { finishedAt: new Date() } });
    if (claimed.count !== 1) throw new AppError(FINISHED_MESSAGE, { field: 'sessionId', code: 'CONFLICT' });
    if (existing) await assertQuoteEditable(tx, existing.id);
    let quoteId: number;
    let outcome: FinishResult['outcome'];
    let line: { id: number; lineNumber: number; configurationId: string };
    let type: number;

    if (input.lineId && existing) {
      const current = await tx.quoteLine.findUnique({ where: { id: input.lineId }, select: { id: true, quoteId: true, isNonConfigurable: true } });
      if (!current || current.quoteId !== existing.id) throw notFound('Quote line');
      if (current.isNonConfigurable) throw new AppError(FIXED_PRICE_LINE_HAS_NO_CONFIGURATION, { field: 'lineId' });
      // The line becomes what was configured: its product too, so the order re-prices the same model.
      line = await tx.quoteLine.update({
        where: { id: current.id },
        data: { ...lineFields, productId: session.productId, headerId: session.headerId },
        select: { id: true, lineNumber: true, configurationId: true },
      });
      quoteId = existing.id;
      type = existing.type;
      outcome = 'updated';
    } else if (existing) {
      const last = await tx.quoteLine.aggregate({ where: { quoteId: existing.id }, _max: { lineNumber: true } });
      const lineNumber = (last._max.lineNumber ?? 0) + 1;
      line = await tx.quoteLine.create({
        data: {
          ...lineFields,
          clientId: randomUUID(),
          quoteId: existing.id,
          lineNumber,
          configurationId: `${existing.id}_${lineNumber}`,
          headerId: session.headerId,
          productId: session.productId,
          quantity: input.quantity && input.quantity > 0 ? input.quantity : 1,
          username: viewer.username,
          isNonConfigurable: false,
        },
        select: { id: true, lineNumber: true, configurationId: true },
      });
      quoteId = existing.id;
      type = existing.type;
      outcome = 'added';
    } else {
      type = levelZero ? QUOTE_TYPE.request : QUOTE_TYPE.quote;
      // The customer a new quote starts with is the one createQuote gives (the group's default
      // customer while filtering by a group, else the own customer up to level 1).
      const customer = await startingCustomer(tx, viewer, viewer.groupId);
      const quote = await tx.quote.create({
        data: {
          clientId: randomUUID(),
          type,
          pid: session.pid,
          groupId: viewer.groupId,
          createdByUserId: viewer.userId,
          username: viewer.username,
          createdByFirstName: viewer.firstName,
          createdByLastName: viewer.lastName,
          customerName: `${viewer.firstName} ${viewer.lastName}`.trim(),
          ...customer,
        },
      });
      line = await tx.quoteLine.create({
        data: {
          ...lineFields,
          clientId: randomUUID(),
          quoteId: quote.id,
          lineNumber: 1,
          configurationId: `${quote.id}_1`,
          headerId: session.headerId,
          productId: session.productId,
          quantity: input.quantity && input.quantity > 0 ? input.quantity : 1,
          username: viewer.username,
          isNonConfigurable: false,
        },
        select: { id: true, lineNumber: true, configurationId: true },
      });
      quoteId = quote.id;
      outcome = 'created';
    }
    await tx.configuratorSession.update({
      where: { id: session.id },
      data: {
        userId: viewer.userId,
        configurationId: line.configurationId,
        price: lineFields.price,
        isComplete: true,
        ...(session.engine === 'remote' ? { state: session.state as Prisma.InputJsonValue } : {}),
        ...(finishedValues ? { state: { values: finishedValues } as unknown as Prisma.InputJsonValue } : {}),
      },
    });
    await recomputeQuoteTotals(tx, quoteId);
    return { quoteId, lineId: line.id, lineNumber: line.lineNumber, configurationId: line.configurationId, type, outcome };
  });
}

/**
 * A visitor saves a configuration: a public user (level 0, card checkout) is created with a random
 * password on the product's platform, signed in, and gets a quote request with the line.
 */
export async function saveAsPublicUser(ctx: Context, input: { sessionId: string; email: string; values?: SubmittedValue[] | null }) {
  // Saving as a new public user is a visitor's step (REST's finish only offers it to visitors).
  if (ctx.viewer) throw forbidden();
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new AppError(PASSWORD_MESSAGES.saveEmailInvalid, { field: 'username' });
  const session = await loadSession(ctx, input.sessionId);
  if (session.userId != null) throw new AppError('This configuration is already saved.', { code: 'CONFLICT' });
  if (await ctx.prisma.user.findUnique({ where: { username: email }, select: { id: true } })) {
    throw new AppError('An account with this email already exists. Please sign in to save your configuration.', { field: 'username', code: 'CONFLICT' });
  }
  const role = await ctx.prisma.role.findFirst({ where: { pid: null, roleLevel: ROLE_LEVEL.public }, orderBy: { id: 'asc' } });
  if (!role) throw new AppError('Public sign-up is not available.', { code: 'CONFLICT' });
  // The screen's values are checked before anyone is signed up: a refused value creates no user.
  await applyScreenValues(ctx, session, input.values);
  const user = await ctx.prisma.user.create({
    data: {
      pid: session.pid,
      username: email,
      passwordHash: await hashPassword(ctx.config, randomBytes(24).toString('base64url')),
      roleId: role.id,
      checkoutType: 'stripe',
    },
  });
  const signedIn = await startSession(ctx, user, false);
  const viewer: Viewer = {
    kind: 'user',
    userId: user.id,
    username: user.username,
    pid: user.pid,
    roleLevel: ROLE_LEVEL.public,
    groupId: null,
    firstName: '',
    lastName: '',
    customerId: null,
    contactId: null,
  };
  const finished = await finishConfiguration({ ...ctx, viewer }, { sessionId: input.sessionId, publicUser: true });
  return { token: signedIn.token!, expiresAt: signedIn.expiresAt!, userId: user.id, username: user.username, roleLevel: 0, checkoutType: 'stripe', quoteId: finished.quoteId, lineId: finished.lineId };
}

/**
 * The copy call of a line: the source line's configuration (named `{quoteId}_{n}`, on a quote the
 * viewer may see) is copied to the new configuration id, which must name a quote of the same
 * platform the viewer may change. Any other source or target is answered as missing.
 */
export async function copyConfiguration(
  ctx: Context,
  input: { sourceHeaderId?: string | null; sourceDetailId: string; headerId?: string | null; detailId: string; productId?: number | null },
) {
  const viewer = requireViewer(ctx.viewer);
  const sourceQuoteId = quoteIdOf(input.sourceDetailId);
  const source =
    sourceQuoteId == null
      ? null
      : await ctx.prisma.quoteLine.findFirst({
          where: { quoteId: sourceQuoteId, configurationId: input.sourceDetailId },
          select: {
            price: true,
            priceOverride: true,
            productId: true,
            sessionId: true,
            modelVersion: true,
            isNonConfigurable: true,
            quote: { select: QUOTE_ACCESS_SELECT },
            product: { select: { server: true } },
          },
        });
  if (!source || !canViewQuote(viewer, source.quote)) throw notFound('Configuration');
  const targetQuoteId = quoteIdOf(input.detailId);
  const target = targetQuoteId == null ? null : await ctx.prisma.quote.findUnique({ where: { id: targetQuoteId }, select: QUOTE_ACCESS_SELECT });
  if (!target || target.pid !== source.quote.pid || !canEditQuote(viewer, target)) throw notFound('Quote');
  if (source.product?.server) {
    await wrapRemote(() =>
      remoteCopy(source.product!.server!, { sourceHeaderId: input.sourceHeaderId ?? null, sourceDetailId: input.sourceDetailId, headerId: input.headerId ?? null, detailId: input.detailId }),
    );
  }
  const sessionId = await copyLineConfiguration(ctx.prisma, { sessionId: source.sessionId, pid: source.quote.pid, toConfigurationId: input.detailId, userId: viewer.kind === 'user' ? viewer.userId : null });
  // The copy is re-checked against the current model, so the new line can be flagged at once.
  const check = await checkLineConfiguration(ctx, { ...source, sessionId });
  return { sessionId, configurationId: input.detailId, check };
}

export interface ConfigurationCheck {
  status: 'current' | 'repriced' | 'invalid' | 'unchecked';
  lineVersion: number | null;
  currentVersion: number | null;
  linePrice: string;
  currentPrice: string | null;
  messages: string[];
}

/** What a line's re-check reads from the line itself. */
export interface CheckedLineColumns {
  price: unknown;
  /** a price set by hand is not compared with the model's */
  priceOverride: boolean;
  sessionId: string | null;
  productId: number | null;
  modelVersion: number | null;
  isNonConfigurable: boolean;
}

/**
 * Re-checks configured lines against the current version of their products' models: flags lines
 * that are now invalid (a rule now refuses the saved choices) or repriced. The sessions and
 * products of all the lines are read together, then the latest version of each of their models.
 */
export async function checkLinesConfiguration(ctx: Pick<Context, 'prisma'>, lines: readonly CheckedLineColumns[]): Promise<ConfigurationCheck[]> {
  const configured = lines.filter((line) => !line.isNonConfigurable && line.sessionId && line.productId);
  const [sessions, products] = configured.length
    ? await Promise.all([
        ctx.prisma.configuratorSession.findMany({ where: { id: { in: [...new Set(configured.map((l) => l.sessionId!))] } }, select: { id: true, engine: true, state: true } }),
        ctx.prisma.product.findMany({ where: { id: { in: [...new Set(configured.map((l) => l.productId!))] } }, select: { id: true, configuratorModelId: true } }),
      ])
    : [[], []];
  const sessionById = new Map(sessions.map((session) => [session.id, session]));
  const modelIdByProduct = new Map(products.map((product) => [product.id, product.configuratorModelId]));
  const modelIds = [...new Set(products.flatMap((product) => (product.configuratorModelId == null ? [] : [product.configuratorModelId])))];
  // Latest version of each model: a quote's lines come from a handful of models.
  const versions = await Promise.all(
    modelIds.map((modelId) => ctx.prisma.configuratorModelVersion.findFirst({ where: { modelId }, orderBy: { version: 'desc' } })),
  );
  const versionByModel = new Map(versions.flatMap((version) => (version ? [[version.modelId, version] as const] : [])));

  return lines.map((line) => {
    const linePrice = Number(line.price ?? 0).toFixed(2);
    const unchecked: ConfigurationCheck = { status: 'unchecked', lineVersion: line.modelVersion, currentVersion: null, linePrice, currentPrice: null, messages: [] };
    if (line.isNonConfigurable || !line.sessionId || !line.productId) return unchecked;
    const session = sessionById.get(line.sessionId);
    const modelId = modelIdByProduct.get(line.productId);
    if (!session || session.engine !== 'built-in' || modelId == null) return unchecked;
    const version = versionByModel.get(modelId);
    if (!version) return unchecked;
    const saved = (session.state as unknown as BuiltInState).values ?? {};
    const model = modelOf(version);
    const values = initialValues(model, saved);
    const data = evaluate(model, values);
    const messages: string[] = [];
    for (const [key, value] of Object.entries(saved)) {
      if (!model.optionById.has(key)) continue;
      if (String(values[key] ?? '') !== String(value ?? '')) messages.push(`${model.optionById.get(key)!.def.caption} is no longer available as chosen.`);
    }
    for (const message of data.Messages) if (message.Type === 1) messages.push(message.Value);
    const currentPrice = data.ConfiguredPrice.toFixed(2);
    const invalid = !data.IsExecutionComplete || messages.length > 0;
    return {
      status: invalid ? 'invalid' : currentPrice !== linePrice && !line.priceOverride ? 'repriced' : 'current',
      lineVersion: line.modelVersion,
      currentVersion: version.version,
      linePrice,
      currentPrice,
      messages,
    };
  });
}

/** Lines whose re-check was asked for in this tick, per request: they are checked together. */
const checksThisTick = new WeakMap<object, { lines: CheckedLineColumns[]; checks: Promise<ConfigurationCheck[]> }>();

/**
 * One line's re-check (see checkLinesConfiguration). A list of lines asks for each line's check
 * in one go, so the lines of that tick share one batch of reads.
 */
export function checkLineConfiguration(ctx: Pick<Context, 'prisma'>, line: CheckedLineColumns): Promise<ConfigurationCheck> {
  let batch = checksThisTick.get(ctx);
  if (!batch) {
    const lines: CheckedLineColumns[] = [];
    const checks = Promise.resolve().then(() => {
      checksThisTick.delete(ctx);
      return checkLinesConfiguration(ctx, lines);
    });
    checksThisTick.set(ctx, (batch = { lines, checks }));
  }
  const index = batch.lines.push(line) - 1;
  return batch.checks.then((checks) => checks[index]);
}

export async function checkLineById(ctx: Context, lineId: number): Promise<ConfigurationCheck> {
  const line = await ctx.prisma.quoteLine.findUnique({
    where: { id: lineId },
    select: { price: true, priceOverride: true, sessionId: true, productId: true, modelVersion: true, isNonConfigurable: true, quote: { select: { pid: true, createdByUserId: true, groupId: true, type: true } } },
  });
  if (!line || !canViewQuote(ctx.viewer, line.quote)) throw notFound('Quote line');
  return checkLineConfiguration(ctx, line);
}
