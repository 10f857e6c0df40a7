import type pg from 'pg';
import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import { dbStatementDuration, observePoolConnections } from './metrics.ts';
import { tracer, tracingEnabled } from './tracing.ts';

const KNOWN = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET', 'LISTEN', 'UNLISTEN', 'NOTIFY', 'LOCK']);

/** A statement's first keyword (SELECT, INSERT…), OTHER for the rest: a bounded label. */
function statementKind(text: string | undefined): string {
  const word = /^\s*([A-Za-z]+)/.exec(text ?? '')?.[1]?.toUpperCase();
  return word && KNOWN.has(word) ? word : 'OTHER';
}

type QueryArgs = [unknown, ...unknown[]];

/**
 * Times every statement a connection of the pool runs (Prisma's, inside transactions too, and
 * ours through `pool.query`) into `quotecraft_db_statement_duration_seconds`, as a client span
 * when tracing is on, and counts the pool's connections; the pool is left as it is otherwise.
 */
export function observePool(pool: pg.Pool) {
  const stop = observePoolConnections(pool);
  const end = pool.end.bind(pool);
  pool.end = ((...args: unknown[]) => {
    stop();
    return (end as (...a: unknown[]) => unknown)(...args);
  }) as typeof pool.end;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
    client.query = ((...args: QueryArgs) => {
      const config = args[0];
      const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
      // A streaming statement (a cursor) is timed by its own reader, not here.
      if (config && typeof (config as { submit?: unknown }).submit === 'function') return query(...args);
      const statement = statementKind(text);
      const started = performance.now();
      const span: Span | null = tracingEnabled()
        ? tracer().startSpan(`pg ${statement}`, {
            kind: SpanKind.CLIENT,
            attributes: { 'db.system': 'postgresql', 'db.system.name': 'postgresql', 'db.operation.name': statement, 'db.query.text': (text ?? '').slice(0, 2000) },
          })
        : null;
      const done = (error?: unknown) => {
        dbStatementDuration.observe({ statement }, (performance.now() - started) / 1000);
        if (span) {
          if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
          span.end();
        }
      };
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          done(error);
          return (last as (...a: unknown[]) => unknown)(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(() => done(), done);
      else done();
      return result;
    }) as typeof client.query;
  });
}
