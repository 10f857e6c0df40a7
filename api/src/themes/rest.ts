import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { flagField, idField, listPageFields } from '../rest/fields.ts';
import { THEME_COLORS, THEME_LOGOS, type ThemeLogoField } from '@quotecraft/rules/themes';
import { MAX_IMAGE_BYTES } from '../files/images.ts';
import { receiveForm, type FormFile } from '../http/multipart.ts';
import { activeThemeFor, copyTheme, createTheme, deleteTheme, listThemes, loadTheme, updateTheme, uploadThemeFiles } from './service.ts';
import { presentTheme, themeAnswer } from './presenters.ts';

/** The theme form's fields; the theme service checks them (colours, logo paths, breakpoints, border radius). */
const themeInput = z.object({
  pid: z.union([z.number(), z.string()]).nullish().describe('the platform (required on create)'),
  name: z.string().optional(),
  description: z.string().optional(),
  darkMode: flagField.optional(),
  isActive: flagField.optional().describe('"1": the theme its platform shows in this mode'),
  borderRadius: z.union([z.number(), z.string()]).optional().describe('px, 0 to 15'),
  breakpoints: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional().describe('JSON text of an array of widths, or a list'),
  ...Object.fromEntries(THEME_COLORS.map(([field, label]) => [field, z.string().optional().describe(label)])),
  ...Object.fromEntries(THEME_LOGOS.map(([field, label]) => [field, z.string().nullish().describe(`${label}: a path answered by uploadThemeFiles`)])),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'getThemes',
  scope: 'admin',
  summary: "The caller's platform's themes (level 9: every platform's, or of `pid`).",
  body: z.object({ pid: z.coerce.number().int().positive().nullish(), ...listPageFields() }),
  answer: z.array(themeAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listThemes(ctx, { pid: body.pid }, body);
    return restPage(rows.map(presentTheme), total);
  },
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'getTheme',
  scope: 'admin',
  body: z.object({ id: idField }),
  answer: themeAnswer,
  handler: async (ctx, body) => presentTheme(await loadTheme(ctx, body.id)),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'createTheme',
  scope: 'admin',
  body: z.object({ input: themeInput }),
  answer: themeAnswer,
  handler: async (ctx, body) => presentTheme(await createTheme(ctx, body.input)),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'copyTheme',
  scope: 'admin',
  summary: 'A copy named "{name} (Copy)", not active.',
  body: z.object({ id: idField }),
  answer: themeAnswer,
  handler: async (ctx, body) => presentTheme(await copyTheme(ctx, body.id)),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'updateTheme',
  scope: 'admin',
  summary: 'Changes the fields sent; the others keep their values.',
  body: z.object({ id: idField, input: themeInput }),
  answer: themeAnswer,
  handler: async (ctx, body) => presentTheme(await updateTheme(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'themeManagement',
  operation: 'deleteTheme',
  scope: 'admin',
  summary: 'Deletes the theme and answers it as it was.',
  body: z.object({ id: idField }),
  answer: themeAnswer,
  handler: async (ctx, body) => presentTheme(await deleteTheme(ctx, body.id)),
});

/** Spec part 3 §2.5 and §7: the active theme by platform id (or 'default') and the dark mode flag, breakpoints included. */
defineRestOperation({
  family: 'themeManagement',
  operation: 'getActiveTheme',
  scope: 'public',
  summary: "The active theme of a platform (or 'default') in light or dark mode; visitors get the default platform's.",
  body: z.object({
    pid: z.union([z.literal('default'), z.coerce.number().int().positive()]).optional(),
    darkMode: flagField.optional(),
  }),
  answer: themeAnswer.nullable(),
  handler: async (ctx, body) => {
    const theme = await activeThemeFor(ctx, body.pid ?? 'default', body.darkMode === true);
    return theme ? presentTheme(theme) : null;
  },
});

const optionalFormId = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return null;
      const id = Number(value);
      if (!Number.isInteger(id) || id <= 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

defineRestOperation({
  family: 'themeManagement',
  operation: 'uploadThemeFiles',
  kind: 'multipart',
  scope: 'admin',
  summary: 'Stores one to three logo images (PNG, JPEG, GIF or WebP) and, with an id, puts them on that theme; the answer names each stored path.',
  body: z.object({
    id: optionalFormId('id must be a theme id.').describe('the theme the logos go on'),
    pid: optionalFormId('pid must be a platform id.').describe("the platform (role level 9); the theme's, else the caller's own, by default"),
    field: z.enum(THEME_LOGOS.map(([name]) => name) as [ThemeLogoField, ...ThemeLogoField[]], { error: 'field must be logo, emailLogo or logoDark.' }).optional().describe('which logo a `file` part is (default logo)'),
  }),
  files: {
    ...Object.fromEntries(THEME_LOGOS.map(([field, label]) => [field, `${label} image, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`])),
    file: 'one logo image, the one `field` names',
  },
  answer: z.object({
    themeId: z.number().nullable(),
    ...Object.fromEntries(THEME_LOGOS.map(([field]) => [field, z.string().optional().describe('the stored path, /uploads/...')])),
  }),
  handler: async (ctx, form) => {
    const fileFields = [...THEME_LOGOS.map(([field]) => field), 'file'];
    const received = await receiveForm(form.request, fileFields, MAX_IMAGE_BYTES, `An image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    const fields = form.fields(received.fields);
    const files: Partial<Record<ThemeLogoField, FormFile>> = {};
    for (const [field] of THEME_LOGOS) {
      const file = received.files.get(field);
      if (file) files[field] = file;
    }
    const single = received.files.get('file');
    if (single) files[fields.field ?? 'logo'] = single;
    return uploadThemeFiles(ctx, { themeId: fields.id, pid: fields.pid, files });
  },
});
