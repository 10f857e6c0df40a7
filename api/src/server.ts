import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type DocumentNode } from 'graphql';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { schema } from './schema/index.ts';
import type { Context, Services } from './context.ts';
import { graphiqlEnabled } from './config.ts';
import { bearerToken, resolveViewer } from './auth/viewer.ts';
import { handleStripeWebhook } from './payments/checkout.ts';
import { AppError } from './schema/errors.ts';
import { unauthorizedError } from './schema/scopes.ts';
import { createLoaders } from './schema/loaders.ts';
import { restKeyOf, restOperationAt, restPathOf, serveRestRequest } from './rest/index.ts';
import { fileUnder, sendFile, serveWebClient } from './http/static.ts';
import { useOperationRateLimit } from './http/rateLimit.ts';
import { useCompiledExecution } from './http/compiledExecution.ts';
import { armorRefusalOptions, useSpecStatusCodes } from './http/responseStatus.ts';
import { originAllowed } from './http/origin.ts';
import {
  DOCUMENT_ID_PARAM,
  documentIdOf,
  loadPersistedOperations,
  maySendDocuments,
  persistedNotFound,
  persistedOnly,
  usePersistedDocuments,
  type PersistedOperations,
} from './http/persistedOperations.ts';
import { clientAddress } from './http/clientAddress.ts';
import { setPagePolicy, setSecurityHeaders } from './http/securityHeaders.ts';
import { graphiqlNonce, sendGraphiqlPage, serveGraphiqlAsset } from './http/graphiql.ts';
import { serveApiDocs } from './http/apiDocs.ts';
import { SESSION_ENDED_CLOSE, trackSessionSockets } from './live/rights.ts';
import { useFreshStatePerEvent } from './live/eventState.ts';
import { useAudiencePayloads } from './live/audiences.ts';
import { keepSocketsAlive } from './live/keepAlive.ts';
import { readiness, SERVICE_RESTART_CLOSE } from './http/lifecycle.ts';
import { maskUnexpectedError, UNEXPECTED_ERROR, unexpectedErrorBody } from './http/unexpectedErrors.ts';
import { useDomainErrors } from './http/graphqlErrors.ts';
import { refreshJobMetrics } from './jobs/service.ts';
import { logger } from './observability/logger.ts';
import { noteCaller, noteOperation, observeRequest, serveMetrics } from './observability/http.ts';
import { useObservability } from './observability/graphql.ts';
import { observeLiveServer } from './observability/metrics.ts';

const MAX_JSON_BODY = 1024 * 1024;

interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
  clientAddress?: string;
  connectionParams?: Record<string, unknown>;
}

async function buildContext(services: Services, token: string | null, clientAddress: string, request?: Request): Promise<Context> {
  const { viewer, tokenExpired } = await resolveViewer(services, token);
  // In an HTTP request the request's logger, now with the caller; on a live socket one of its own.
  const log = noteCaller(viewer) ?? (viewer ? logger.child({ userId: viewer.userId, platform: viewer.pid }) : logger);
  return { ...services, viewer, tokenExpired, clientAddress, request, loaders: createLoaders(services.prisma), bearerToken: token, log };
}

/**
 * A GraphQL request or live connection that sends a token the server does not accept (expired,
 * its session ended, revoked, forged) is refused whole, 401 (a socket closes with 4401), rather than
 * answered as a visitor's: the client learns at once that its session is over. No token is a visitor.
 */
function refuseUnacceptedToken(ctx: Context): Context {
  if (ctx.bearerToken && !ctx.viewer) throw unauthorizedError(ctx);
  return ctx;
}

function tokenFromConnectionParams(params: Record<string, unknown> | undefined): string | null {
  const value = params?.authToken ?? params?.Authorization ?? params?.authorization;
  if (typeof value !== 'string') return null;
  return bearerToken(value) ?? value;
}

/** A live connection whose token is not accepted closes with 4401, as one whose session ends does. */
function closeUnauthenticated(socket: WebSocket, error: { message: string }) {
  if (socket.readyState === socket.OPEN) socket.close(SESSION_ENDED_CLOSE.code, error.message);
}

/** Introspection is for developers: off in production (unless GraphiQL is turned on there), together with field suggestions. */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createYogaServer(services: Services, persisted: PersistedOperations = loadPersistedOperations(services.config.persistedOperationsFile)) {
  const production = services.config.env === 'production';
  const addressOf = (req: IncomingMessage) => clientAddress(req, services.config.trustProxy);
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL is served from the app's own files (http/graphiql.ts), not Yoga's inline page.
    graphiql: false,
    landingPage: false,
    // The web client is served from this origin (and proxied to it in development).
    cors: false,
    // Files arrive through the REST registry's multipart calls (/api/uploadfile, imports, theme logos), not GraphQL.
    multipart: false,
    // Yoga's limit passes every body through a counting stream; graphqlBodyRefused checks the declared length instead.
    maxRequestBodySize: false,
    // The web client names its operations by id (http/persistedOperations.ts).
    extraParamNames: [DOCUMENT_ID_PARAM],
    // Every mode masks unexpected errors: only "Unexpected error." and an id reach the client (http/unexpectedErrors.ts).
    maskedErrors: { maskError: maskUnexpectedError, errorMessage: UNEXPECTED_ERROR, isDev: false },
    context: async (initial: YogaInitialContext & ServerContext) => {
      const token = initial.connectionParams
        ? tokenFromConnectionParams(initial.connectionParams)
        : bearerToken(initial.request.headers.get('authorization'));
      return refuseUnacceptedToken(
        await buildContext(services, token, initial.clientAddress ?? (initial.req ? addressOf(initial.req) : 'unknown'), initial.request),
      );
    },
    plugins: [
      // First: an id becomes its parsed document before the limits and the rest see the operation.
      usePersistedDocuments(persisted, services.config),
      EnvelopArmorPlugin({
        maxDepth: { n: 12, ...armorRefusalOptions },
        maxAliases: { n: 15, ...armorRefusalOptions },
        maxTokens: { n: 4000 },
        maxDirectives: { n: 30, ...armorRefusalOptions },
        costLimit: { maxCost: 20000, ...armorRefusalOptions },
        blockFieldSuggestion: { enabled: production },
      }),
      useSpecStatusCodes(),
      ...(production && !graphiqlEnabled(services.config) ? [disableIntrospection] : []),
      useOperationRateLimit(),
      useCompiledExecution(),
      useDomainErrors(),
      // after the domain errors are mapped, so that errors are counted by their code
      useObservability(),
      useFreshStatePerEvent(),
      useAudiencePayloads(),
    ],
  });
}

/**
 * GraphQL bodies must declare their length (every browser and GraphQL client does) and stay
 * within the JSON limit; Node's parser then never reads past the declared length.
 */
function graphqlBodyRefused(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const declared = req.headers['content-length'];
  const refusal =
    declared == null
      ? { status: 411, message: 'Send the request body with a Content-Length header.' }
      : Number(declared) > MAX_JSON_BODY
        ? { status: 413, message: 'Request body is too large.' }
        : null;
  if (!refusal) return false;
  res.setHeader('connection', 'close');
  sendJson(res, refusal.status, { errors: [{ message: refusal.message }] });
  return true;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * What a request's metrics and traces call its route: a fixed set of names (a REST call's own
 * path, `/graphql`, `static`…), never a raw path a client could vary without end.
 */
function routeOf(path: string): { route: string; rest?: string } {
  if (path === '/graphql' || path.startsWith('/graphql/')) return { route: '/graphql' };
  const rest = restOperationAt(path);
  if (rest) return { route: restPathOf(rest), rest: restKeyOf(rest) };
  if (path === '/api/health' || path === '/api/ready' || path === '/metrics' || path === '/api/v1/paymentManagement/webhook') return { route: path };
  if (path.startsWith('/api/')) return { route: '/api/unknown' };
  if (path.startsWith('/uploads/')) return { route: '/uploads' };
  return { route: 'static' };
}

/** Stripe signs the exact bytes it sent, so the webhook reads the raw body. */
async function stripeWebhook(services: Services, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Use POST.' });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BODY) throw Object.assign(new Error('Request body is too large.'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  try {
    const signature = req.headers['stripe-signature'];
    const result = await handleStripeWebhook(services, Buffer.concat(chunks), Array.isArray(signature) ? signature[0] : signature);
    sendJson(res, 200, result);
  } catch (error) {
    if (error instanceof AppError) sendJson(res, error.status, { error: error.message });
    else throw error;
  }
}

export interface DrainOptions {
  /** how long `/api/ready` answers 503 while requests are still taken, so the balancer stops sending them first */
  delayMs?: number;
  /** the longest in-flight requests and closing live sockets may take; then their connections are cut */
  timeoutMs?: number;
}

export interface AppServer {
  server: Server;
  listen(port: number, host?: string): Promise<number>;
  /**
   * The graceful stop (SIGTERM): `/api/ready` answers 503 from now on; after `delayMs` the server
   * takes no new connections, closes its live sockets with 1012 (clients reconnect elsewhere) and
   * resolves once every request in flight has been answered, keep-alive connections closing as
   * they fall idle.
   */
  drain(options?: DrainOptions): Promise<void>;
  /** Stops at once: every connection is cut (tests). */
  close(): Promise<void>;
}

export function createAppServer(services: Services): AppServer {
  const persisted = loadPersistedOperations(services.config.persistedOperationsFile);
  const yoga = createYogaServer(services, persisted);
  const { config } = services;
  const addressOf = (req: IncomingMessage) => clientAddress(req, config.trustProxy);

  let draining = false;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const { route, rest } = routeOf(path);
    void observeRequest(req, res, route, () => handle(req, res, path, rest));
  });
  const handle = async (req: IncomingMessage, res: ServerResponse, path: string, rest: string | undefined) => {
    setSecurityHeaders(config, req, res);
    // While draining, a request on an open keep-alive connection is still answered, and its connection then closes.
    if (draining) res.setHeader('connection', 'close');
    try {
      if (path === '/api/v1/paymentManagement/webhook') {
        await stripeWebhook(services, req, res);
        return;
      }
      if (path === '/graphql' || path.startsWith('/graphql/')) {
        if (graphqlBodyRefused(req, res)) return;
        if (graphiqlEnabled(config) && req.method === 'GET' && req.headers.accept?.includes('text/html')) {
          const nonce = graphiqlNonce();
          setPagePolicy(config, req, res, { graphiqlNonce: nonce });
          sendGraphiqlPage(res, nonce);
          return;
        }
        await yoga(req, res, { req, res, clientAddress: addressOf(req) });
        return;
      }
      if (rest) noteOperation(rest);
      if (graphiqlEnabled(config) && (req.method === 'GET' || req.method === 'HEAD') && (await serveGraphiqlAsset(req, res, path))) return;
      if (serveApiDocs(req, res, path, () => setPagePolicy(config, req, res, 'apiDocs'))) return;
      const restContext = () => buildContext(services, bearerToken(req.headers.authorization), addressOf(req));
      if (await serveRestRequest(req, res, path, restContext)) return;
      if (path === '/metrics') {
        await serveMetrics(req, res, config.metricsToken, () => refreshJobMetrics(services.prisma));
        return;
      }
      if (path === '/api/health') {
        // Liveness: the process answers. Dependencies are the readiness check's business.
        sendJson(res, 200, { ok: true });
        return;
      }
      if (path === '/api/ready') {
        const report = await readiness(services, draining);
        res.setHeader('cache-control', 'no-store');
        sendJson(res, report.ok ? 200 : 503, report);
        return;
      }
      if (path.startsWith('/api/')) {
        sendJson(res, 404, { success: false, result: null, error: 'Not found.' });
        return;
      }
      if (path.startsWith('/uploads/')) {
        const file = fileUnder(services.config.uploadsDir, path.slice('/uploads'.length));
        if (file) sendFile(req, res, file);
        else sendJson(res, 404, { error: 'Not found.' });
        return;
      }
      serveWebClient(config.webDistDir, req, res, () => setPagePolicy(config, req, res, 'app'));
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      const body = status === 500 ? unexpectedErrorBody(error, `${req.method} ${path}`) : { success: false, result: null, error: (error as Error).message };
      if (!res.headersSent) sendJson(res, status, body);
      else res.end();
    }
  };

  const wsServer = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (draining) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\n\r\n');
      socket.destroy();
      return;
    }
    if (path !== '/graphql' || !originAllowed(req.headers.origin, req.headers.host, services.config.allowedOrigins)) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      socket.destroy();
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
  });

  // Sockets close when their session ends or their rights change (live/rights.ts).
  const sessionSockets = trackSessionSockets(services);
  // Of the upgrade request a live socket needs only the caller's address: it is read on connecting
  // and the request let go, rather than kept for the socket's whole life.
  const socketAddresses = new WeakMap<object, string>();
  // The live connections' graphql-ws state, for the open-subscriptions gauge.
  const liveConnections = new Set<{ subscriptions: Record<string, unknown> }>();
  const stopObservingLive = observeLiveServer({
    sockets: () => wsServer.clients.size,
    subscriptions: () => {
      let n = 0;
      for (const connection of liveConnections) n += Object.keys(connection.subscriptions).length;
      return n;
    },
  });
  const stopKeepAlive = keepSocketsAlive(wsServer);
  const wsCleanup = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onConnect: async (ctx) => {
        liveConnections.add(ctx);
        socketAddresses.set(ctx.extra.socket, addressOf(ctx.extra.request));
        Reflect.deleteProperty(ctx.extra, 'request');
        const token = tokenFromConnectionParams(ctx.connectionParams);
        if (!token) return true;
        const caller = await resolveViewer(services, token);
        if (caller.viewer) return true;
        closeUnauthenticated(ctx.extra.socket, unauthorizedError({ viewer: null, tokenExpired: caller.tokenExpired }));
        return false;
      },
      onClose: (ctx) => void liveConnections.delete(ctx),
      onSubscribe: async (ctx, _id, params) => {
        // The context is the socket, its caller's address and the connection's parameters: graphql-ws's
        // own bookkeeping (its subscriptions, the acknowledgement) stays out of what every subscription keeps.
        const { schema: envelopedSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          socket: ctx.extra.socket,
          clientAddress: socketAddresses.get(ctx.extra.socket) ?? 'unknown',
          connectionParams: ctx.connectionParams ?? {},
        });
        let contextValue: Context;
        try {
          contextValue = await contextFactory();
        } catch (error) {
          // The session ended between connecting and subscribing.
          if (!(error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED')) throw error;
          closeUnauthenticated(ctx.extra.socket, error);
          return [error];
        }
        // The web sends its subscriptions as persisted ids too; text under the same rule as over HTTP.
        const documentId = documentIdOf(params as typeof params & { documentId?: unknown });
        let document: DocumentNode;
        if (documentId && !params.query) {
          const found = persisted.get(documentId);
          if (!found) return [persistedNotFound(false)];
          document = found;
        } else if (maySendDocuments(services.config.persistedOperationsOnly, tokenFromConnectionParams(ctx.connectionParams))) {
          document = parse(params.query);
        } else {
          return [persistedOnly(false)];
        }
        const args = {
          schema: envelopedSchema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        sessionSockets.track(ctx.extra.socket, args.contextValue.viewer);
        return args;
      },
    },
    wsServer,
    // keepSocketsAlive pings every socket from one timer instead
    0,
  );

  const closeLiveConnections = async () => {
    stopKeepAlive();
    stopObservingLive();
    await sessionSockets.close();
    await wsCleanup.dispose();
    wsServer.close();
  };

  let drained: Promise<void> | null = null;
  const drain = ({ delayMs = 0, timeoutMs = 20_000 }: DrainOptions = {}) => {
    draining = true;
    drained ??= (async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of wsServer.clients) socket.close(SERVICE_RESTART_CLOSE.code, SERVICE_RESTART_CLOSE.reason);
      // Connections idle between requests close now and as they fall idle; busy ones finish first.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => {
        for (const socket of wsServer.clients) socket.terminate();
        server.closeAllConnections();
      }, timeoutMs);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
        clearTimeout(deadline);
      }
      await closeLiveConnections();
    })();
    return drained;
  };

  return {
    server,
    drain,
    listen: (port, host = '0.0.0.0') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: async () => {
      if (drained) {
        server.closeAllConnections();
        await drained;
        return;
      }
      await closeLiveConnections();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
