import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultThemeColors, THEME_COLORS } from '@quotecraft/rules/themes';
import { MAX_IMAGE_BYTES } from '../files/images.ts';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let acme: number;
let borealis: number;
const tokens: Record<string, string> = {};

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  app = await startTestApp();
  const platforms = await app.services.prisma.platform.findMany({ select: { id: true, name: true } });
  acme = platforms.find((p) => p.name === 'Acme Lighting')!.id;
  borealis = platforms.find((p) => p.name === 'Borealis Supply')!.id;
  for (const user of ['super@acme.test', 'admin@acme.test', 'dealer@acme.test', 'admin@borealis.test', 'user@borealis.test']) tokens[user] = await app.login(user);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const THEMES = `query($pid: Int) { themes(pid: $pid, first: 100) { totalCount edges { node { rowId pid name darkMode } } } }`;
const CREATE = `mutation($input: ThemeInput!) { createTheme(input: $input) { rowId pid name borderRadius headerColor breakpoints isActive darkMode } }`;
const UPDATE = `mutation($id: Int!, $input: ThemeInput!) { updateTheme(id: $id, input: $input) { rowId name borderRadius headerColor isActive logo } }`;
const ACTIVE = `query($dark: Boolean!) { activeTheme(darkMode: $dark) { rowId headerColor } }`;

async function uploadLogos(token: string | null, fields: Record<string, Buffer | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), `${name}.png`);
  }
  const response = await fetch(`${app.url}/api/v1/themeManagement/uploadThemeFiles`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

describe('theme lists', () => {
  it("shows a system admin only their platform's themes, and level 9 every platform's", async () => {
    const own = await app.gql(THEMES, {}, tokens['admin@borealis.test']);
    expect(own.data.themes.totalCount).toBeGreaterThan(0);
    expect(new Set(own.data.themes.edges.map((e: any) => e.node.pid))).toEqual(new Set([borealis]));
    // Asking for another platform changes nothing for level 5.
    const other = await app.gql(THEMES, { pid: acme }, tokens['admin@borealis.test']);
    expect(new Set(other.data.themes.edges.map((e: any) => e.node.pid))).toEqual(new Set([borealis]));
    const all = await app.gql(THEMES, {}, tokens['super@acme.test']);
    expect(new Set(all.data.themes.edges.map((e: any) => e.node.pid))).toEqual(new Set([acme, borealis]));
  });

  it('is refused below level 5', async () => {
    const result = await app.gql(THEMES, {}, tokens['dealer@acme.test']);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rest = await app.rest('/api/v1/themeManagement/getThemes', {}, tokens['user@borealis.test']);
    expect(rest.status).toBe(403);
  });
});

describe('creating and updating themes', () => {
  it('creates a theme with the default breakpoints', async () => {
    const { data } = await app.gql(CREATE, { input: { pid: acme, name: 'Night Shift', darkMode: true, borderRadius: 4, headerColor: '#112233' } }, tokens['admin@acme.test']);
    expect(data.createTheme).toMatchObject({ pid: acme, name: 'Night Shift', borderRadius: 4, headerColor: '#112233', darkMode: true, isActive: false });
    expect(data.createTheme.breakpoints).toEqual(['320', '360', '600', '800', '1000', '1200']);
  });

  it.each([
    [{ pid: null }, 'Platform ID is required!', 'pid'],
    [{ borderRadius: 16 }, 'Border Radius must be between 0 and 15.', 'borderRadius'],
    [{ borderRadius: -1 }, 'Border Radius must be between 0 and 15.', 'borderRadius'],
    [{ primary: 'red; background: url(x)' }, 'Primary must be a colour such as #1f6feb or rgba(0,0,0,0.2).', 'primary'],
    [{ headerTextColor: '#12' }, 'Header Text must be a colour such as #1f6feb or rgba(0,0,0,0.2).', 'headerTextColor'],
    [{ breakpoints: ['320', 'wide'] }, 'Device Break Points must be widths in pixels, such as 320.', 'breakpoints'],
    [{ logo: 'https://evil.test/x.png' }, 'Header Logo must be an uploaded image.', 'logo'],
  ])('rejects %j over REST with its message', async (change, message, field) => {
    const { status, body } = await app.rest('/api/v1/themeManagement/createTheme', { input: { pid: acme, name: 'Bad', ...change } }, tokens['admin@acme.test']);
    expect(status).toBe(400);
    // the body's path of the field, whether the body schema or the theme service refused it
    expect(body).toMatchObject({ success: false, error: message, field: `input.${field}` });
  });

  it('gives colours left out the default palette of the mode, the one the theme editor starts from', async () => {
    for (const darkMode of [false, true]) {
      const { data, errors } = await app.gql(CREATE, { input: { pid: acme, name: `Plain ${darkMode}`, darkMode, primary: '#123456' } }, tokens['admin@acme.test']);
      expect(errors).toBeUndefined();
      const row = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: data.createTheme.rowId } });
      const defaults = defaultThemeColors(darkMode);
      expect(row.primary).toBe('#123456');
      for (const [field] of THEME_COLORS.filter(([field]) => field !== 'primary')) expect(row[field], field).toBe(defaults[field]);
    }
  });

  it('accepts darkMode as the text 1 or 0 over REST', async () => {
    const { body } = await app.rest('/api/v1/themeManagement/createTheme', { input: { pid: acme, name: 'Text flag', darkMode: '1' } }, tokens['admin@acme.test']);
    expect(body.result).toMatchObject({ darkMode: '1', name: 'Text flag' });
  });

  it('makes one theme active per platform and mode, and the active theme follows it', async () => {
    const token = tokens['admin@acme.test'];
    const created = await app.gql(CREATE, { input: { pid: acme, name: 'Brand', headerColor: '#aa0000', isActive: true } }, token);
    const id = created.data.createTheme.rowId;
    expect((await app.gql(ACTIVE, { dark: false }, token)).data.activeTheme).toEqual({ rowId: id, headerColor: '#aa0000' });
    await app.gql(UPDATE, { id, input: { pid: acme, headerColor: '#00aa00' } }, token);
    expect((await app.gql(ACTIVE, { dark: false }, token)).data.activeTheme).toEqual({ rowId: id, headerColor: '#00aa00' });
    expect(await app.services.prisma.theme.count({ where: { pid: acme, darkMode: false, isActive: true } })).toBe(1);
    // Borealis users keep their own brand.
    const borealisTheme = (await app.gql(ACTIVE, { dark: false }, tokens['user@borealis.test'])).data.activeTheme;
    expect(borealisTheme.rowId).not.toBe(id);
  });
});

describe('tenant isolation', () => {
  it('keeps a Borealis admin away from Acme themes', async () => {
    const token = tokens['admin@borealis.test'];
    const acmeTheme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme } });
    for (const [operation, body] of [
      ['getTheme', { id: acmeTheme.id }],
      ['updateTheme', { id: acmeTheme.id, input: { name: 'Hijacked' } }],
      ['copyTheme', { id: acmeTheme.id }],
      ['deleteTheme', { id: acmeTheme.id }],
    ] as const) {
      const response = await app.rest(`/api/v1/themeManagement/${operation}`, body, token);
      expect(response.status, operation).toBe(404);
      expect(response.body.error).toBe('Theme not found.');
    }
    const create = await app.rest('/api/v1/themeManagement/createTheme', { input: { pid: acme, name: 'Planted' } }, token);
    expect(create.status).toBe(403);
    const moved = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: borealis } });
    const move = await app.rest('/api/v1/themeManagement/updateTheme', { id: moved.id, input: { pid: acme } }, token);
    expect(move.status).toBe(403);
    expect((await app.services.prisma.theme.findUniqueOrThrow({ where: { id: acmeTheme.id } })).name).toBe(acmeTheme.name);
    const upload = await uploadLogos(token, { logo: PNG, id: String(acmeTheme.id) });
    expect(upload.status).toBe(404);
  });

  it('lets level 9 change another platform', async () => {
    const theme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: borealis } });
    const { data } = await app.gql(UPDATE, { id: theme.id, input: { pid: borealis, borderRadius: 12 } }, tokens['super@acme.test']);
    expect(data.updateTheme.borderRadius).toBe(12);
  });
});

describe('copy and delete', () => {
  it('copies a theme as an inactive "(Copy)" and deletes it', async () => {
    const token = tokens['admin@acme.test'];
    const source = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme, isActive: true } });
    const copy = await app.rest('/api/v1/themeManagement/copyTheme', { id: source.id }, token);
    expect(copy.body.result).toMatchObject({ pid: acme, name: `${source.name} (Copy)`, isActive: false, primary: source.primary });
    const removed = await app.rest('/api/v1/themeManagement/deleteTheme', { id: copy.body.result.id }, token);
    expect(removed.status).toBe(200);
    expect(await app.services.prisma.theme.findUnique({ where: { id: copy.body.result.id } })).toBeNull();
  });
});

describe('uploadThemeFiles', () => {
  it('saves the three logos at once on the theme', async () => {
    const token = tokens['admin@acme.test'];
    const theme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme } });
    const { status, body } = await uploadLogos(token, { logo: PNG, emailLogo: PNG, logoDark: PNG, id: String(theme.id) });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ themeId: theme.id });
    for (const field of ['logo', 'emailLogo', 'logoDark']) expect(body.result[field]).toMatch(new RegExp(`^/uploads/theme/${acme}/[0-9a-f-]{36}\\.png$`));
    // the spec's answer: a path, saved as /uploads/theme/{path}
    expect(`/uploads/theme/${body.result.path}`).toBe(body.result.logo);
    const saved = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: theme.id } });
    expect([saved.logo, saved.emailLogo, saved.logoDark]).toEqual([body.result.logo, body.result.emailLogo, body.result.logoDark]);
    const served = await fetch(`${app.url}${body.result.logo}`);
    expect(served.status).toBe(200);
  });

  it('one file chosen in the form: saved at once on the theme as /uploads/theme/{path}, which updateTheme then keeps', async () => {
    const token = tokens['admin@acme.test'];
    const theme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme } });
    const { status, body } = await uploadLogos(token, { file: PNG, field: 'emailLogo', id: String(theme.id) });
    expect(status).toBe(200);
    expect(body.result.path).toMatch(new RegExp(`^${acme}/[0-9a-f-]{36}\\.png$`));
    const saved = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: theme.id } });
    expect(saved.emailLogo).toBe(`/uploads/theme/${body.result.path}`);
    const kept = await app.rest('/api/v1/themeManagement/updateTheme', { id: theme.id, input: { pid: acme, emailLogo: saved.emailLogo } }, token);
    expect(kept.body).toMatchObject({ success: true, result: { emailLogo: saved.emailLogo } });
    expect((await fetch(`${app.url}${saved.emailLogo}`)).status).toBe(200);
  });

  it('refuses a file that is not an image, and saves none of the set', async () => {
    const token = tokens['admin@acme.test'];
    const theme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme } });
    const before = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: theme.id } });
    const { status, body } = await uploadLogos(token, { logo: PNG, emailLogo: Buffer.from('<svg onload="alert(1)"/>'), id: String(theme.id) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: 'The file is not a PNG, JPEG, GIF or WebP image.', field: 'emailLogo' });
    const after = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: theme.id } });
    expect([after.logo, after.emailLogo]).toEqual([before.logo, before.emailLogo]);
  });

  it('refuses a logo over the image limit, naming it, and saves none of the set', async () => {
    const token = tokens['admin@acme.test'];
    const theme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme } });
    const before = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: theme.id } });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1024)]);
    const { status, body } = await uploadLogos(token, { logo: PNG, logoDark: big, id: String(theme.id) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, error: `An image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` });
    const after = await app.services.prisma.theme.findUniqueOrThrow({ where: { id: theme.id } });
    expect([after.logo, after.logoDark]).toEqual([before.logo, before.logoDark]);
  });

  it('is refused to visitors and users below level 5', async () => {
    expect((await uploadLogos(null, { logo: PNG })).status).toBe(401);
    expect((await uploadLogos(tokens['dealer@acme.test'], { logo: PNG })).status).toBe(403);
  });
});

describe('seeded logos', () => {
  it('accepts a theme saved with the logos it already has', async () => {
    const theme = await app.services.prisma.theme.findFirstOrThrow({ where: { pid: borealis, logo: { startsWith: 'data:' } } });
    const { data, errors } = await app.gql(UPDATE, { id: theme.id, input: { pid: borealis, name: 'Renamed', logo: theme.logo } }, tokens['admin@borealis.test']);
    expect(errors).toBeUndefined();
    expect(data.updateTheme).toMatchObject({ name: 'Renamed', logo: theme.logo });
  });
});

describe('getActiveTheme', () => {
  it("gives visitors the default platform's theme with its breakpoints, and admins their own platform's", async () => {
    const visitor = await app.rest('/api/v1/themeManagement/getActiveTheme', { pid: 'default', darkMode: '1' }, null);
    expect(visitor.body.result).toMatchObject({ pid: acme, darkMode: '1' });
    expect(JSON.parse(visitor.body.result.breakpoints)).toEqual(expect.arrayContaining(['320', '1200']));
    const peek = await app.rest('/api/v1/themeManagement/getActiveTheme', { pid: borealis, darkMode: false }, null);
    expect(peek.body.result.pid).toBe(acme);
    const own = await app.rest('/api/v1/themeManagement/getActiveTheme', { pid: borealis, darkMode: false }, tokens['user@borealis.test']);
    expect(own.body.result).toMatchObject({ pid: borealis, darkMode: '0' });
  });
});
