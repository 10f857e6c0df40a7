import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../scripts/size.mjs');

const routesSource = `
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage');
const UsersPage = lazyScreen(() => import('../features/users/UsersPage'), 'UsersPage');
export const appRoutes: readonly AppRoute[] = [
  { path: '/Login', access: 'guest', screen: LoginPage, relay: false },
  {
    path: '/Users',
    access: 'admin',
    screen: UsersPage,
    queries: [routeQuery(() => import('../features/users/__generated__/UsersPageQuery.graphql'), () => ({}))],
  },
];
`;

let web: string;
afterEach(() => rmSync(web, { recursive: true, force: true }));

/** A build whose files are random bytes (gzip cannot shrink them) of the given sizes in kB. */
function fixtureBuild(sizes: { shell: number; login: number; users: number; query: number; relay?: number }, { loginImportsRelay = false } = {}) {
  web = mkdtempSync(join(tmpdir(), 'size-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(web, 'src', 'app'), { recursive: true });
  writeFileSync(join(web, 'src', 'app', 'routes.tsx'), routesSource);
  const file = (name: string, kB: number) => {
    writeFileSync(join(dist, 'assets', name), randomBytes(kB * 1000));
    return `assets/${name}`;
  };
  const manifest = {
    'index.html': { file: file('index.js', sizes.shell), isEntry: true, imports: ['_list.js'], dynamicImports: ['src/app/relayScope.tsx', 'src/features/auth/LoginPage.tsx', 'src/features/users/UsersPage.tsx'] },
    '_list.js': { file: file('list.js', 1) },
    'src/app/relayScope.tsx': { file: file('relayScope.js', 2), isDynamicEntry: true, imports: ['_relay.js'] },
    '_relay.js': { file: file('relay.js', sizes.relay ?? 60), name: 'relay' },
    'src/features/auth/LoginPage.tsx': { file: file('login.js', sizes.login), isDynamicEntry: true, imports: loginImportsRelay ? ['_list.js', '_relay.js'] : ['_list.js'] },
    'src/features/users/UsersPage.tsx': { file: file('users.js', sizes.users), isDynamicEntry: true, imports: ['src/features/users/__generated__/UsersPageQuery.graphql.ts'] },
    'src/features/users/__generated__/UsersPageQuery.graphql.ts': { file: file('query.js', sizes.query), isDynamicEntry: true },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

function runSize(dist: string) {
  try {
    const output = execFileSync('node', [script, '--dist', dist, '--routes', join(web, 'src', 'app', 'routes.tsx'), '--web', web], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

const row = (output: string, path: string) => output.split('\n').find((line) => line.startsWith(`| ${path} |`));

describe('npm run size', () => {
  it('prints each route and passes a build within its budgets', () => {
    const { status, output } = runSize(fixtureBuild({ shell: 100, login: 20, users: 30, query: 2 }));
    expect(status).toBe(0);
    // /Login: shell 100 + shared 1 + own 20, without the Relay runtime (62); /Users loads the
    // runtime and adds its chunk and its query's (32).
    expect(row(output, '/Login')).toMatch(/\| \/Login \| 121\.\d \| 20\.\d \|/);
    expect(row(output, '/Users')).toMatch(/\| \/Users \| 19[45]\.\d \| 32\.\d \| 50\.0 \(own\) \| ok \|/);
    expect(output).toMatch(/Relay runtime, loaded with the first route that reads data: 62\.\d kB/);
  });

  it('fails when a route adds more than 50 kB', () => {
    const { status, output } = runSize(fixtureBuild({ shell: 100, login: 20, users: 45, query: 8 }));
    expect(status).toBe(1);
    expect(row(output, '/Users')).toMatch(/\| over \|$/);
    expect(output).toContain('Over budget: /Users');
  });

  it('fails when the first visit to /Login is over 150 kB', () => {
    const { status, output } = runSize(fixtureBuild({ shell: 140, login: 20, users: 10, query: 1 }));
    expect(status).toBe(1);
    expect(row(output, '/Login')).toMatch(/\| over \|$/);
    expect(output).toContain('Over budget: /Login');
  });

  it('counts the Relay runtime in the first visit to /Login when the page imports it', () => {
    const { status, output } = runSize(fixtureBuild({ shell: 100, login: 20, users: 10, query: 1 }, { loginImportsRelay: true }));
    expect(status).toBe(1);
    expect(row(output, '/Login')).toMatch(/\| \/Login \| 18[12]\.\d \|.*\| over \|$/);
  });
});
