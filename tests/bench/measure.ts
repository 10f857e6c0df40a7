import { performance } from 'node:perf_hooks';

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `task` `requests` times with `concurrency` workers; latency in milliseconds. */
export async function measure(task: () => Promise<unknown>, options: { requests: number; concurrency: number; warmup?: number }): Promise<Figures> {
  for (let i = 0; i < (options.warmup ?? 20); i += 1) await task();
  const latencies: number[] = [];
  let next = 0;
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
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export function printComparison(title: string, subject: Figures, baseline: Figures, labels = ['GraphQL', 'raw SQL']) {
  const row = (label: string, f: Figures) =>
    `  ${label.padEnd(12)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms`;
  console.log(`\n${title}`);
  console.log(row(labels[0], subject));
  console.log(row(labels[1], baseline));
  console.log(`  ratio (${labels[0]} / ${labels[1]}): p50 ${(subject.p50 / baseline.p50).toFixed(2)}x, throughput ${(baseline.rps / subject.rps).toFixed(2)}x`);
}
