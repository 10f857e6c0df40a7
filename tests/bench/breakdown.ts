// Where the screens' time goes, side by side: CPU profiles of each side of each screen comparison
// (after a warm-up), their self time summed by where the code comes from. The app, the database
// (PGlite runs in this process) and the HTTP client all run here, so every request's work shows.
// `npx tsx tests/bench/breakdown.ts`; BREAKDOWN_CASE a case name prefix, BREAKDOWN_REQUESTS (100),
// BREAKDOWN_OUT a path prefix for the .cpuprofile files; TEST_DATABASE_URL for PostgreSQL.
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startBenchFixture } from './fixture.ts';
import { mountHandwrittenEndpoints } from './handwritten.ts';
import { mixCases } from './mixCases.ts';
import { warmUp } from './measure.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES: [string, (url: string, name: string) => boolean][] = [
  ['idle (waiting for the database server)', (url, name) => name === '(idle)'],
  ['garbage collection', (url, name) => name === '(garbage collector)'],
  ['database: PGlite (WebAssembly, in this process)', (url) => url.startsWith('wasm://') || url.includes('@electric-sql/pglite') || url.includes('/api/src/db/pgliteServer')],
  ['V8 (program: compiling, runtime)', (url, name) => name === '(program)'],
  ['database driver: pg', (url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-\w+)\//.test(url)],
  ['Prisma', (url) => url.includes('@prisma/') || url.includes('/generated/prisma/')],
  ['GraphQL: executor (graphql-jit, graphql-js)', (url) => /node_modules\/(graphql-jit|graphql)\//.test(url)],
  ['GraphQL: Pothos', (url) => url.includes('@pothos/')],
  ['GraphQL: Yoga, envelop, armor, fetch API', (url) => /@envelop|graphql-yoga|@graphql-yoga|@escape\.tech|@whatwg-node|@graphql-tools|node_modules\/undici/.test(url)],
  ['app code (api/src)', (url) => url.includes('/api/src/')],
  ['hand-written endpoint', (url) => url.includes('/tests/bench/handwritten')],
  ['bench HTTP client', (url) => url.includes('/tests/bench/')],
  ['JSON.stringify / JSON.parse', (url, name) => url === '' && (name === 'stringify' || name === 'parse')],
  ['Node (http, streams, timers)', (url) => url.startsWith('node:')],
];

const others = new Map<string, number>();

function summarise(profile: Profile): Map<string, number> {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { url, functionName } = byNode.get(id)!.callFrame;
    // The profiler's own stop call, whose one sample spans the whole time it takes.
    if (functionName === 'dispatch' && url === '') return;
    const category = CATEGORIES.find(([, test]) => test(url, functionName))?.[0] ?? 'other';
    if (category === 'other' && process.env.BREAKDOWN_OTHER) others.set(`${functionName} ${url}`, (others.get(`${functionName} ${url}`) ?? 0) + profile.timeDeltas[i] / 1000);
    totals.set(category, (totals.get(category) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  return totals;
}

async function profiled(label: string, task: () => Promise<unknown>, requests: number) {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<any>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  const t0 = performance.now();
  for (let i = 0; i < requests; i += 1) await task();
  const wall = (performance.now() - t0) / requests;
  const { profile } = await post('Profiler.stop');
  session.disconnect();
  if (process.env.BREAKDOWN_OUT) writeFileSync(`${process.env.BREAKDOWN_OUT}-${label.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
  const totals = summarise(profile as Profile);
  for (const [category, ms] of totals) totals.set(category, ms / requests);
  return { wall, totals };
}

const REQUESTS = Number(process.env.BREAKDOWN_REQUESTS ?? 100);
const only = process.env.BREAKDOWN_CASE;
const fixture = await startBenchFixture();
mountHandwrittenEndpoints(fixture.app);
for (const mix of mixCases(fixture)) {
  if (only && !mix.name.startsWith(only)) continue;
  const shapes = await mix.prepare();
  // Each side walks the case's shape sequence, one request after another.
  const walk = (side: 'graphql' | 'handwritten') => {
    let next = 0;
    return async () => {
      await shapes[next++ % shapes.length]![side]();
      if (next % 10 === 0) await mix.afterRound?.();
    };
  };
  const screen = { name: mix.name, graphql: walk('graphql'), handwritten: walk('handwritten') };
  await warmUp([screen.graphql, screen.handwritten], Number(process.env.BREAKDOWN_WARMUP_MS ?? 3000));
  const graphql = await profiled(`${screen.name} GraphQL`, screen.graphql, REQUESTS);
  const handwritten = await profiled(`${screen.name} hand-written`, screen.handwritten, REQUESTS);
  console.log(`\n${screen.name}: ms per request by where the time went (profiled, ${REQUESTS} requests each)`);
  console.log(`  ${'wall time'.padEnd(46)} ${graphql.wall.toFixed(2).padStart(8)} ${handwritten.wall.toFixed(2).padStart(13)}`);
  console.log(`  ${''.padEnd(46)} ${'GraphQL'.padStart(8)} ${'hand-written'.padStart(13)}`);
  const categories = [...new Set([...graphql.totals.keys(), ...handwritten.totals.keys()])].sort(
    (a, b) => (graphql.totals.get(b) ?? 0) - (graphql.totals.get(a) ?? 0),
  );
  for (const category of categories) {
    const g = graphql.totals.get(category) ?? 0;
    const h = handwritten.totals.get(category) ?? 0;
    if (g < 0.05 && h < 0.05) continue;
    console.log(`  ${category.padEnd(46)} ${g.toFixed(2).padStart(8)} ${h.toFixed(2).padStart(13)}`);
  }
}
if (process.env.BREAKDOWN_OTHER) console.log([...others].sort((a, b) => b[1] - a[1]).slice(0, 30));
await fixture.app.close();
