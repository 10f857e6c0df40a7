import { performance } from 'node:perf_hooks';

export interface Figures {
  requests: number;
  /** requests each side ran to warm up before these figures */
  warmups?: number;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of this process per request, in ms (the embedded database runs in-process too) */
  cpuMs?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `task` `requests` times with `concurrency` workers; latency in milliseconds. */
export async function measure(task: () => Promise<unknown>, options: { requests: number; concurrency: number; warmup?: number }): Promise<Figures> {
  for (let i = 0; i < (options.warmup ?? 20); i += 1) await task();
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.requests) {
        next += 1;
        const t0 = performance.now();
        await task();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMs: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}

/** Warm-up before side-by-side figures, in ms: a server's steady state, once V8 has optimised each path. */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3000);

/**
 * Runs the tasks in alternating rounds until `ms` have passed, so each is warm when measured;
 * returns how many times each ran.
 */
export async function warmUp(tasks: readonly (() => Promise<unknown>)[], ms = WARMUP_MS, round = 10): Promise<number> {
  const ends = performance.now() + ms;
  let rounds = 0;
  do {
    for (const task of tasks) for (let i = 0; i < round; i += 1) await task();
    rounds += 1;
  } while (performance.now() < ends);
  return rounds * round;
}

/**
 * Measures two tasks side by side, one request at a time: both are warmed up together, then run
 * in alternating rounds so that load from other processes on the machine falls on both alike.
 * The warm-up runs for a time rather than a count: a GraphQL request runs far more code than a
 * raw query, and V8 takes thousands of requests (several seconds) to optimise all of it. Measured
 * earlier, the first 1,000 quote loads run 20–30% slower than the later ones.
 */
export async function compare(
  subject: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
  options: { requests: number; warmupMs?: number; round?: number },
): Promise<[Figures, Figures]> {
  return (await sideBySide([subject, baseline], options)) as [Figures, Figures];
}

/** `compare` for any number of tasks: warmed up together, then measured in alternating rounds. */
export async function sideBySide(
  tasks: readonly (() => Promise<unknown>)[],
  options: { requests: number; warmupMs?: number; round?: number },
): Promise<Figures[]> {
  const round = options.round ?? 10;
  const warmups = await warmUp(tasks, options.warmupMs, round);
  const latencies: number[][] = tasks.map(() => []);
  const elapsed = tasks.map(() => 0);
  const cpu = tasks.map(() => 0);
  for (let done = 0; done < options.requests; done += round) {
    for (const [side, task] of tasks.entries()) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < round; i += 1) {
        const t0 = performance.now();
        await task();
        latencies[side]!.push(performance.now() - t0);
      }
      elapsed[side] += performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      cpu[side] += (used.user + used.system) / 1000;
    }
  }
  return latencies.map((side, index) => {
    const sorted = side.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      warmups,
      rps: sorted.length / (elapsed[index]! / 1000),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      cpuMs: cpu[index]! / sorted.length,
    };
  });
}

/** Prints both rows and their ratios; with `target`, whether the p50 ratio is within it. */
export function printComparison(title: string, subject: Figures, baseline: Figures, labels = ['GraphQL', 'raw SQL'], target?: number) {
  const row = (label: string, f: Figures) =>
    `  ${label.padEnd(12)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms` +
    (f.cpuMs != null ? `   CPU ${f.cpuMs.toFixed(2).padStart(6)} ms/req` : '');
  console.log(`\n${title}`);
  console.log(row(labels[0], subject));
  console.log(row(labels[1], baseline));
  if (subject.warmups != null) console.log(`  measured ${subject.requests} requests each, after ${subject.warmups} each to warm up`);
  const cpuRatio = subject.cpuMs != null && baseline.cpuMs ? `, CPU ${(subject.cpuMs / baseline.cpuMs).toFixed(2)}x` : '';
  console.log(`  ratio (${labels[0]} / ${labels[1]}): p50 ${(subject.p50 / baseline.p50).toFixed(2)}x, throughput ${(baseline.rps / subject.rps).toFixed(2)}x${cpuRatio}`);
  if (target != null) {
    const ratio = subject.p50 / baseline.p50;
    console.log(`  target p50 ≤ ${target}x: ${ratio <= target ? 'met' : 'NOT met'} (${ratio.toFixed(2)}x)`);
  }
}
