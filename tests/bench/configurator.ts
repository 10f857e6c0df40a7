// Configurator bench: one configure call on a generated model of 60 options and 300 rules, timed in
// the server (the service call: session read, rules, session write) and over HTTP, against a raw
// database round trip of one session read and one session write.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { configure, startConfiguration } from '../../api/src/configurator/service.ts';
import { compileModel } from '../../api/src/configurator/model.ts';
import type { Context } from '../../api/src/context.ts';
import { measure, printComparison } from './measure.ts';

/** 6 pages x 2 screens x 5 options; rules on options, values, computed values, constraints, prices, details, images and messages. */
export function generatedModel() {
  let rules = 0;
  const rule = (text: string) => {
    rules += 1;
    return text;
  };
  const pages = [];
  const ids: string[] = [];
  for (let p = 0; p < 6; p++) {
    const screens = [];
    for (let s = 0; s < 2; s++) {
      const options = [];
      for (let o = 0; o < 5; o++) {
        const n = p * 10 + s * 5 + o;
        const id = `o${n}`;
        const previous = ids.at(-1);
        const numeric = n % 6 === 5;
        options.push({
          id,
          caption: `Option ${n}`,
          displayType: numeric ? 'NumericTextBox' : n % 2 ? 'Radio' : 'DropDown',
          required: true,
          ...(numeric
            ? { default: 10, range: { min: 1, max: 100, increment: 1 } }
            : {
                default: 'v0',
                values: Array.from({ length: 5 }, (_, v) => ({
                  value: `v${v}`,
                  caption: `Value ${v}`,
                  price: v * 3,
                  ...(previous && v === 4 ? { enabledWhen: rule(`${previous} != 'v3'`), reason: `Not with ${previous} = v3.` } : {}),
                  ...(previous && v === 3 ? { visibleWhen: rule(`${previous} != 'v4' or total > 0`) } : {}),
                })),
              }),
          ...(previous && n % 3 === 0 ? { visibleWhen: rule(`${previous} != 'v2'`) } : {}),
          ...(previous && n % 4 === 0 ? { enabledWhen: rule(`${previous} != 'v1' or ${id === 'o0' ? 'true' : 'true'}`) } : {}),
        });
        ids.push(id);
      }
      screens.push({ id: `s${p}_${s}`, caption: `Screen ${p}.${s}`, ...(p > 0 && s === 1 ? { visibleWhen: rule(`o${p * 10 - 1} != 'v4' or true`) } : {}), options });
    }
    pages.push({ id: `p${p}`, caption: `Page ${p + 1}`, ...(p > 0 ? { visibleWhen: rule(`o${p * 10 - 10} != 'v4' or true`) } : {}), screens });
  }
  const choiceIds = ids.filter((_, n) => n % 6 !== 5);
  const numericIds = ids.filter((_, n) => n % 6 === 5);
  const computed = [{ id: 'total', expr: rule(numericIds.join(' + ')) }];
  for (let c = 0; c < 19; c++) computed.push({ id: `c${c}`, expr: rule(`${choiceIds[c]} == 'v1' ? ${numericIds[c % numericIds.length]} * 2 : total / ${c + 1}`) });
  const constraints = [];
  for (let c = 0; constraints.length < 60; c++) {
    const a = choiceIds[c % choiceIds.length]!;
    const b = choiceIds[(c * 7 + 3) % choiceIds.length]!;
    if (a === b) continue;
    constraints.push({ id: `k${c}`, rule: rule(`not (${a} == 'v2' and ${b} == 'v3')`), message: `${a} v2 does not go with ${b} v3.` });
  }
  const prices = [];
  for (let c = 0; c < 20; c++) prices.push({ caption: `Price ${c}`, when: rule(`${choiceIds[c % choiceIds.length]} != 'v0'`), amount: rule(`c${c % 19} * 0.5 + ${c}`) });
  const details = [];
  for (let c = 0; c < 10; c++) details.push({ caption: `Detail ${c}`, value: rule(`'D' + c${c}`) });
  const messages = [];
  for (let c = 0; c < 20; c++) messages.push({ when: rule(`${choiceIds[c]} == 'v4'`), severity: (c % 3) + 1, text: `Note ${c}: {c${c % 19}}` });
  while (rules < 298) prices.push({ caption: `Extra ${rules}`, when: rule(`total > ${rules}`), amount: rule('1') });
  const images = [{ when: rule("o0 == 'v1'"), url: rule("'/img/a.png'") }];
  const document = { name: 'Bench', basePrice: 100, pages, computed, constraints, prices, details, messages, images };
  return { document, rules, options: ids.length };
}

export async function benchConfigurator() {
  const { document, rules, options: optionCount } = generatedModel();
  compileModel(document);
  const app = await startTestApp({ seed: true });
  const { prisma } = app.services;
  const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  const model = await prisma.configuratorModel.create({
    data: { pid: platform.id, key: 'bench', name: 'Bench', versions: { create: { version: 1, document } } },
  });
  const product = await prisma.product.create({ data: { pid: platform.id, name: 'Bench product', productNumber: 'BENCH', configuratorModelId: model.id } });
  const ctx = { ...app.services, viewer: null, tokenExpired: false, clientAddress: '127.0.0.1' } as Context;
  const started = await startConfiguration(ctx, { productId: product.id });
  const sessionId = started.prepare.SessionId;

  let flip = 0;
  const values = ['v1', 'v2', 'v0', 'v3'];
  const serverCall = async () => {
    flip += 1;
    await configure(ctx, { sessionId, id: `o${(flip * 7) % 60 === 5 ? 4 : (flip * 7) % 60 % 6 === 5 ? 0 : (flip * 7) % 60}`, value: values[flip % values.length] });
  };
  const httpCall = async () => {
    flip += 1;
    const response = await fetch(`${app.url}/api/v1/configurator/configure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, id: 'o2', value: values[flip % values.length] }),
    });
    if (response.status !== 200) throw new Error(await response.text());
    await response.arrayBuffer();
  };
  const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
  const rawRoundTrip = async () => {
    const { rows } = await pool.query('SELECT state, "modelVersionId", "userId", pid, "finishedAt", engine FROM "ConfiguratorSession" WHERE id = $1', [sessionId]);
    await pool.query('UPDATE "ConfiguratorSession" SET state = $2, price = $3, "isComplete" = $4, "updatedAt" = now() WHERE id = $1', [sessionId, rows[0].state, '100.00', true]);
  };

  // The same read and write through the app's own database client (Prisma raw queries over its pool).
  const prismaRoundTrip = async () => {
    const rows = await prisma.$queryRaw<{ state: unknown }[]>`SELECT state, "modelVersionId", "userId", pid, "finishedAt", engine FROM "ConfiguratorSession" WHERE id = ${sessionId}`;
    await prisma.$executeRaw`UPDATE "ConfiguratorSession" SET state = ${JSON.stringify(rows[0]!.state)}::jsonb, price = ${'100.00'}::numeric, "isComplete" = ${true}, "updatedAt" = now() WHERE id = ${sessionId}`;
  };
  const options = { requests: Number(process.env.BENCH_CONFIGURE_REQUESTS ?? 300), concurrency: 1 };
  const raw = await measure(rawRoundTrip, options);
  const viaPrisma = await measure(prismaRoundTrip, options);
  const server = await measure(serverCall, options);
  const http = await measure(httpCall, options);
  printComparison(`Configurator configure call, generated model of ${optionCount} options and ${rules} rules (server time per call)`, server, raw, ['configure', 'raw DB r+w']);
  printComparison('Same call against the read and write through the app database client', server, viaPrisma, ['configure', 'client r+w']);
  printComparison('Configurator configure call over HTTP (REST shim)', http, raw, ['HTTP', 'raw DB r+w']);

  const { applyChange, evaluate, initialValues } = await import('../../api/src/configurator/engine.ts');
  const compiled = compileModel(document);
  let state = initialValues(compiled);
  const t0 = performance.now();
  const runs = 300;
  for (let i = 0; i < runs; i++) {
    state = applyChange(compiled, state, `o${i % 2 ? 2 : 4}`, values[i % values.length]).values;
    evaluate(compiled, state);
  }
  console.log(`  engine alone (change + full state, no database): ${((performance.now() - t0) / runs).toFixed(2)} ms per call`);
  await pool.end();
  await app.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchConfigurator();
