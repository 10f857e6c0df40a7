// How fast can passwords and passcodes be guessed? The throttle is replayed on a virtual clock by
// an attacker who retries the moment it is allowed, then a real server is asked until it refuses.
import { createLoginThrottle } from '../../api/src/auth/throttle.ts';
import { AppError } from '../../api/src/schema/errors.ts';
import { startTestApp } from '../../api/src/test/app.ts';

interface Scenario {
  title: string;
  /** the throttle keys of attempt number i */
  keys(i: number): string[];
}

/** Failed attempts allowed within each window, retrying as soon as the throttle lets one through. */
async function replay(scenario: Scenario, windowsMinutes: number[]): Promise<number[]> {
  let clock = 0;
  const throttle = createLoginThrottle(null, () => clock);
  const horizon = Math.max(...windowsMinutes) * 60_000;
  const times: number[] = [];
  for (let i = 0; clock <= horizon; ) {
    try {
      await throttle.attempt(scenario.keys(i));
    } catch (error) {
      const wait = (error as AppError & { retryAfterSeconds: number }).retryAfterSeconds;
      clock += Math.max(1, wait) * 1000;
      continue;
    }
    times.push(clock);
    i += 1;
    clock += 50; // one request takes at least this long
  }
  return windowsMinutes.map((minutes) => times.filter((t) => t < minutes * 60_000).length);
}

export async function printGuessingFigures() {
  const scenarios: Scenario[] = [
    { title: 'one account, attacker rotating addresses (password)', keys: (i) => [`address:10.0.${i >> 8}.${i & 255}`, 'account:victim'] },
    { title: 'one address, attacker rotating accounts (password)', keys: (i) => ['address:203.0.113.9', `account:user${i}`] },
    { title: 'one account and one address (password)', keys: () => ['address:203.0.113.9', 'account:victim'] },
    { title: 'one account, rotating addresses (passcode)', keys: (i) => [`address:10.1.${i >> 8}.${i & 255}`, 'passcode:42'] },
  ];
  const windows = [1, 10, 60, 24 * 60];
  console.log('\nGuessing limits (failed attempts allowed; attacker retries as soon as allowed)');
  console.log(`  ${'scenario'.padEnd(58)} ${windows.map((w) => (w < 60 ? `${w} min` : `${w / 60} h`).padStart(8)).join(' ')}   per min after 1 h`);
  for (const scenario of scenarios) {
    const counts = await replay(scenario, windows);
    const steady = (counts[3] - counts[2]) / (23 * 60);
    console.log(`  ${scenario.title.padEnd(58)} ${counts.map((c) => String(c).padStart(8)).join(' ')}   ${steady.toFixed(2)}`);
  }
  console.log('  A passcode guess also needs the password first (a 5-minute challenge); 3 of 1,000,000 codes are valid at any moment.');

  // The real server: wrong passwords until it answers 429.
  const app = await startTestApp({ seed: true });
  try {
    let refusedAfter = 0;
    for (let i = 1; i <= 50; i += 1) {
      const answer = await app.rest('/api/v1/auth/login', { username: 'user@acme.test', password: `wrong-${i}` });
      if (answer.status === 429) {
        refusedAfter = i - 1;
        break;
      }
    }
    console.log(`  real server: ${refusedAfter} wrong passwords for one account were answered before "Too many failed attempts" (HTTP 429)`);
    await app.services.prisma.platform.updateMany({ data: { requireMFA: true } });
    const challenge = await app.rest('/api/v1/auth/login', { username: 'dealer@acme.test', password: 'Demo!2345' });
    let passcodesBefore429 = 0;
    for (let i = 1; i <= 50; i += 1) {
      const answer = await app.rest('/api/v1/auth/authorize', { mfaToken: challenge.body.result.mfaToken, passcode: String(100000 + i) });
      if (answer.status === 429) {
        passcodesBefore429 = i - 1;
        break;
      }
    }
    console.log(`  real server: ${passcodesBefore429} wrong passcodes for one account were answered before HTTP 429`);
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printGuessingFigures();
