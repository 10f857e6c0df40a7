import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { activeThemeFor, copyTheme, createTheme, deleteTheme, listThemes, loadTheme, updateTheme } from './service.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

defineRestOperation({
  family: 'themeManagement',
  operation: 'getThemes',
  scope: 'admin',
  body: z.object({ pid: z.coerce.number().int().positive().nullish() }).passthrough(),
  handler: (ctx, body) => listThemes(ctx, { pid: body.pid }),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'getTheme',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => loadTheme(ctx, body.id),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'createTheme',
  scope: 'admin',
  body: z.object({ input }),
  handler: (ctx, body) => createTheme(ctx, body.input),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'copyTheme',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => copyTheme(ctx, body.id),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'updateTheme',
  scope: 'admin',
  body: z.object({ id, input }),
  handler: (ctx, body) => updateTheme(ctx, body.id, body.input),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'deleteTheme',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => deleteTheme(ctx, body.id),
});

/** Spec part 3 §2.5 and §7: the active theme by platform id (or 'default') and the dark mode flag, breakpoints included. */
defineRestOperation({
  family: 'themeManagement',
  operation: 'getActiveTheme',
  scope: 'public',
  body: z.object({
    pid: z.union([z.literal('default'), z.coerce.number().int().positive()]).optional(),
    darkMode: z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]).optional(),
  }),
  handler: (ctx, body) => activeThemeFor(ctx, body.pid ?? 'default', body.darkMode === true || body.darkMode === '1' || body.darkMode === 'true'),
});
