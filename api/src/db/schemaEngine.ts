// Prisma's schema engine (migrations, diff) as WebAssembly, talking to Postgres through a driver adapter.
//
// The package's ESM entry does `import * as wasm from "./schema_engine_bg.wasm"`, which Node cannot
// load, so the wasm-bindgen glue (`schema_engine_bg.js`) is wired to a hand-instantiated module here.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlQueryable,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as SchemaEngineModule from '@prisma/schema-engine-wasm';
import { flushLogs, logger } from '../observability/logger.ts';

export type SchemaEngine = SchemaEngineModule.SchemaEngine;
export type MigrationList = SchemaEngineModule.MigrationList;
export type SchemaFilter = SchemaEngineModule.SchemaFilter;

export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

type Glue = typeof SchemaEngineModule & { __wbg_set_wasm(exports: WebAssembly.Exports): void };

let gluePromise: Promise<Glue> | undefined;

/** The engine reports a Rust panic's message here before it traps (Prisma's CLI installs the same hook). */
let lastPanic: string | undefined;
const globalWithPanicRegistry = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };

function loadGlue(): Promise<Glue> {
  globalWithPanicRegistry.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (message) => {
      // A panic can surface as an uncaught wasm trap that ends the process, so say it first.
      lastPanic = message;
      logger.fatal(`Prisma schema engine panic: ${message}`);
      flushLogs();
    },
  };
  gluePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(pathToFileURL(gluePath).href)) as Glue;
    const packageDir = dirname(gluePath);
    const bytes = await readFile(join(packageDir, 'schema_engine_bg.wasm'));
    const imports: WebAssembly.ModuleImports = { ...(glue as unknown as WebAssembly.ModuleImports) };
    // The engine leaves timers (about 10 s) running after it is freed; they must not keep the process alive.
    for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      const setTimer = imports[name] as (...args: unknown[]) => NodeJS.Timeout;
      imports[name] = (...args: unknown[]) => setTimer(...args).unref();
    }
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return gluePromise;
}

export interface SchemaEngineTarget {
  /** The database the engine works on. */
  url: string;
  /** Where `migrate diff --from-migrations` style operations replay the migrations; created on demand. */
  shadowDatabase?: () => Promise<{ url: string; drop(): Promise<void> }>;
  /** Current Prisma schema text, given to the engine at construction. */
  schema?: { path: string; content: string };
}

/** Runs `work` with a schema engine connected to `target.url`, closing every connection afterwards. */
export async function withSchemaEngine<T>(target: SchemaEngineTarget, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const glue = await loadGlue();
  const pools: pg.Pool[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  const connectTo = async (url: string): Promise<SqlDriverAdapter> => {
    const pool = new CatalogFriendlyPool({ connectionString: url, max: 2 });
    pool.on('error', () => {});
    pools.push(pool);
    return forSchemaEngine(await new PrismaPg(pool).connect());
  };
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => connectTo(target.url),
    async connectToShadowDb() {
      if (!target.shadowDatabase) throw new Error('This operation needs a shadow database, and none was configured.');
      const shadow = await target.shadowDatabase();
      cleanups.push(shadow.drop);
      return connectTo(shadow.url);
    },
  };

  const datamodels: [string, string][] | undefined = target.schema ? [[target.schema.path, target.schema.content]] : undefined;
  const ignoreLog = () => {};
  const engine = await glue.SchemaEngine.new({ datamodels }, ignoreLog, bindMigrationAwareSqlAdapterFactory(factory));
  lastPanic = undefined;
  try {
    return await work(engine);
  } catch (error) {
    throw asError(error, lastPanic);
  } finally {
    engine.free();
    await Promise.allSettled(pools.map((pool) => pool.end()));
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * The engine reads pg_catalog columns of type "char" (relkind, contype, ...) when it describes a live
 * schema (diff from migrations), and @prisma/adapter-pg rejects that type ("Column type 'char' could
 * not be deserialized"), while the engine wants them typed as Character. The pool below lets such
 * columns through as text and notes their positions per result (keyed by the rows array, which the
 * adapter passes on unchanged); `reportCharColumns` then retypes them in the adapter's result set.
 */
const charColumnsOfRows = new WeakMap<object, number[]>();

class CatalogFriendlyPool extends pg.Pool {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return (isPromise(result) ? result.then(letCharThrough) : result) as never;
  }

  override connect(...args: unknown[]): never {
    if (args.length > 0) return (super.connect as (...a: unknown[]) => unknown)(...args) as never;
    return super.connect().then((client) => {
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      client.query = ((...queryArgs: unknown[]) => {
        const result = query(...queryArgs);
        return isPromise(result) ? result.then(letCharThrough) : result;
      }) as typeof client.query;
      return client;
    }) as never;
  }
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

function letCharThrough<T>(result: T): T {
  const { fields, rows } = result as { fields?: { dataTypeID: number }[]; rows?: object };
  const charColumns: number[] = [];
  fields?.forEach((field, index) => {
    if (field.dataTypeID !== PG_CHAR_OID) return;
    field.dataTypeID = PG_TEXT_OID;
    charColumns.push(index);
  });
  if (charColumns.length > 0 && rows) charColumnsOfRows.set(rows, charColumns);
  return result;
}

function reportCharColumns<Q extends SqlQueryable>(queryable: Q): Q {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const resultSet = await queryRaw(query);
    for (const index of charColumnsOfRows.get(resultSet.rows) ?? []) resultSet.columnTypes[index] = ColumnTypeEnum.Character;
    return resultSet;
  };
  return queryable;
}

/**
 * Also: @prisma/adapter-pg runs a migration script by splitting it at every ';', which breaks string
 * literals and function bodies containing one. A query without parameters goes over pg's simple
 * protocol, which takes the whole multi-statement script at once (as Prisma's native engine does).
 */
function forSchemaEngine(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => reportCharColumns(await startTransaction(isolationLevel));
  adapter.executeScript = async (script) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  return reportCharColumns(adapter);
}

/** The engine rejects with plain objects ({ message, error_code, meta }); make them real errors. */
function asError(error: unknown, panic: string | undefined): Error {
  if (panic) return new Error(`Schema engine panicked: ${panic}`, { cause: error });
  if (error instanceof Error) return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const wrapped = new Error(String((error as { message: unknown }).message));
    Object.assign(wrapped, error);
    return wrapped;
  }
  return new Error(String(error));
}
