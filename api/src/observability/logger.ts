import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { PinoPretty } from 'pino-pretty';

export type { Logger };

import type { LogFormat } from '../config.ts';

/**
 * What never reaches a log line, wherever it sits in a logged object (up to three levels down):
 * passwords, tokens and secrets, authorization and cookie headers, and card data (Stripe's
 * `card`, `payment_method_data`, client secrets). The value is replaced by "[redacted]".
 */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'authToken',
  'accessToken',
  'refreshToken',
  'bearerToken',
  'tokenSecret',
  'secret',
  'clientSecret',
  'client_secret',
  'apiKey',
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'stripe-signature',
  'card',
  'cardNumber',
  'cvc',
  'payment_method_data',
  'totp',
];
const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dotted = k.startsWith('[') ? k : `.${k}`;
  return [k, `*${dotted}`, `*.*${dotted}`, `*.*.*${dotted}`];
});
// `code` is an error code everywhere but in a sign-in's MFA step: only there is it redacted.
const redactPaths = [...REDACT_PATHS, 'body.code', 'variables.code', 'variables.input.code'];

/** A bearer token or a card number written into a message string. */
const BEARER_IN_TEXT = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const CARD_IN_TEXT = /\b(?:\d[ -]?){12,18}\d\b/g;
const scrub = (text: string) => text.replace(BEARER_IN_TEXT, '$1 [redacted]').replace(CARD_IN_TEXT, '[redacted]');

/**
 * The process's log goes to standard output (errors and worse to standard error), through these
 * two forwarding streams: `configureLogging` points them at JSON or pretty output, `captureLogs` (tests)
 * at memory. Child loggers made before either call follow along.
 */
type Sink = { write(line: string): void };
const jsonOut = (fd: 1 | 2): Sink => pino.destination({ fd, sync: false });
let out: Sink = jsonOut(1);
let err: Sink = jsonOut(2);
const forwardOut: DestinationStream = { write: (line: string) => out.write(line) };
const forwardErr: DestinationStream = { write: (line: string) => err.write(line) };

/**
 * The root logger: one JSON object per line with `level` (its name), `time` (ISO 8601), `msg`, and
 * whatever the call adds. In a request, use `ctx.log` (or `currentLog()` where no context reaches):
 * its lines carry the request id, and the user and platform once known.
 */
export const logger: Logger = pino(
  {
    level: 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // Strings of the logged object itself (a client's error report, an ERP's answer) are scrubbed too.
      log(object) {
        let copy: Record<string, unknown> | null = null;
        for (const key in object) {
          const value = object[key];
          if (typeof value !== 'string' || value.length < 13) continue;
          const scrubbed = scrub(value);
          if (scrubbed !== value) (copy ??= { ...object })[key] = scrubbed;
        }
        return copy ?? object;
      },
    },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    hooks: {
      logMethod(args, method) {
        // Message strings (and the messages of logged errors) are scrubbed of bearer tokens and card numbers.
        for (let i = 0; i < args.length; i++) {
          const arg = args[i];
          if (typeof arg === 'string') args[i] = scrub(arg);
          else if (arg instanceof Error && typeof arg.message === 'string') {
            const scrubbed = scrub(arg.message);
            if (scrubbed !== arg.message) {
              const copy = new Error(scrubbed, { cause: arg.cause });
              copy.name = arg.name;
              copy.stack = arg.stack?.replace(arg.message, scrubbed);
              args[i] = copy;
            }
          }
        }
        return method.apply(this, args as Parameters<typeof method>);
      },
    },
  },
  pino.multistream(
    [
      { level: 'trace', stream: forwardOut },
      { level: 'error', stream: forwardErr },
    ],
    { dedupe: true },
  ),
);

/**
 * JSON lines (production, tests, log shippers) or coloured human-readable lines (development:
 * pino-pretty in this process, no worker thread).
 */
export function configureLogging(options: { level: LevelWithSilent; format: LogFormat }) {
  logger.level = options.level;
  if (options.format === 'pretty') {
    const pretty = (fd: 1 | 2) =>
      PinoPretty({ destination: fd, sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,path', singleLine: true });
    out = pretty(1);
    err = pretty(2);
  } else {
    out = jsonOut(1);
    err = jsonOut(2);
  }
}

/** Writes out what is buffered, before the process exits. */
export function flushLogs() {
  for (const sink of [out, err]) {
    try {
      (sink as { flushSync?: () => void }).flushSync?.();
    } catch {
      // a stream not yet open has nothing buffered
    }
  }
}
process.once('exit', flushLogs);

/**
 * Tests: from now on every log line (at `level` and above, info by default) is kept in memory
 * instead of written out, parsed, until `restore()`.
 */
export function captureLogs(level: LevelWithSilent = 'info') {
  const lines: string[] = [];
  const previous = { out, err, level: logger.level };
  const memory: Sink = { write: (line: string) => void lines.push(line) };
  out = memory;
  err = memory;
  logger.level = level;
  return {
    /** the raw text written, every line */
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, any>),
    restore() {
      out = previous.out;
      err = previous.err;
      logger.level = previous.level;
    },
  };
}

/** What the log knows of the request being served (kept for the request's asynchronous life). */
export interface RequestLogState {
  requestId: string;
  log: Logger;
  userId?: number | null;
  platform?: number | null;
  /** the GraphQL operation's name, or the REST call (`family/operation`) */
  operation?: string;
  /** the route for metrics: `/graphql`, `rest`, `/api/health`… (never a raw path) */
  route: string;
}

export const requestLogState = new AsyncLocalStorage<RequestLogState>();

/** The request's logger where a request is being served, the root logger elsewhere. */
export const currentLog = (): Logger => requestLogState.getStore()?.log ?? logger;
