import { builder } from '../schema/builder.ts';
import { canReachPlatform } from '../schema/access.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { resolvePrismaPage } from '../schema/connections.ts';
import { requireViewer } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';
import { THEME_COLORS, THEME_LOGOS } from '@quotecraft/rules/themes';
import { activeTheme, copyTheme, createTheme, deleteTheme, loadTheme, themeListWhere, updateTheme } from './service.ts';

export const ThemeRef = builder.prismaNode('Theme', {
  id: { field: 'id' },
  authScopes: async (theme, ctx) =>
    canReachPlatform(ctx.viewer, theme.pid) ||
    (!ctx.viewer && !!(await ctx.prisma.platform.findFirst({ where: { id: theme.pid, isDefault: true }, select: { id: true } }))),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    darkMode: t.exposeBoolean('darkMode'),
    isActive: t.exposeBoolean('isActive'),
    primary: t.exposeString('primary'),
    secondary: t.exposeString('secondary'),
    tertiary: t.exposeString('tertiary'),
    danger: t.exposeString('danger'),
    success: t.exposeString('success'),
    warning: t.exposeString('warning'),
    callToActionColor: t.exposeString('callToActionColor'),
    gray: t.exposeString('gray'),
    grayDark: t.exposeString('grayDark'),
    backgroundColor: t.exposeString('backgroundColor'),
    gridRowBackgroundColor: t.exposeString('gridRowBackgroundColor'),
    borderColor: t.exposeString('borderColor'),
    boxShadowColor: t.exposeString('boxShadowColor'),
    textDark: t.exposeString('textDark'),
    headerColor: t.exposeString('headerColor'),
    headerTextColor: t.exposeString('headerTextColor'),
    borderRadius: t.exposeInt('borderRadius'),
    logo: t.exposeString('logo', { nullable: true }),
    logoDark: t.exposeString('logoDark', { nullable: true }),
    emailLogo: t.exposeString('emailLogo', { nullable: true }),
    platform: t.relation('platform'),
    breakpoints: t.stringList({
      resolve: (theme) => (Array.isArray(theme.breakpoints) ? theme.breakpoints.map(String) : []),
    }),
  }),
});

builder.queryField('activeTheme', (t) =>
  t.prismaField({
    type: 'Theme',
    nullable: true,
    description: "The active light or dark theme of the viewer's platform (the default platform for visitors).",
    authScopes: { public: true },
    args: { darkMode: t.arg.boolean({ required: true }) },
    resolve: (query, _root, args, ctx) => activeTheme(ctx, args.darkMode, query),
  }),
);

builder.queryField('themes', (t) =>
  t.connection(
    {
      type: ThemeRef,
      description: "Themes the administrator may edit: their own platform's, or every platform's for level 9 (optionally one).",
      authScopes: { admin: true },
      args: { pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }) },
      resolve: (_root, args, ctx, info) => {
        const where = themeListWhere(requireViewer(ctx.viewer), args.pid);
        return resolvePrismaPage(ctx, info, ctx.prisma.theme, args, { where, orderBy: [{ pid: 'asc' }, { id: 'asc' }] });
      },
    },
    { name: 'ThemeConnection' },
    { name: 'ThemeEdge' },
  ),
);

export const ThemeInput = builder.inputType('ThemeInput', {
  description: 'Theme fields; colours are CSS colours (#rgb, #rrggbb, rgb(), rgba(), hsl() or a name).',
  fields: (t) => ({
    pid: t.int({ required: true }),
    name: t.string(),
    description: t.string(),
    darkMode: t.boolean(),
    isActive: t.boolean({ description: "Make this the platform's theme for its mode" }),
    borderRadius: t.int({ description: '0 to 15 px' }),
    breakpoints: t.stringList({ description: 'device widths in px' }),
    ...Object.fromEntries(THEME_COLORS.map(([field]) => [field, t.string()])),
    ...Object.fromEntries(THEME_LOGOS.map(([field]) => [field, t.string({ description: 'an /uploads/ path from uploadThemeFiles' })])),
  }),
});

const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== null || THEME_LOGOS.some(([logo]) => logo === key)));

builder.mutationField('createTheme', (t) =>
  t.prismaField({
    type: 'Theme',
    authScopes: { admin: true },
    args: { input: t.arg({ type: ThemeInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const theme = await createTheme(ctx, withoutNulls(args.input));
      return ctx.prisma.theme.findUniqueOrThrow({ ...query, where: { id: theme.id } });
    },
  }),
);

builder.mutationField('updateTheme', (t) =>
  t.prismaField({
    type: 'Theme',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true, description: 'the theme row id' }), input: t.arg({ type: ThemeInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const theme = await updateTheme(ctx, args.id, withoutNulls(args.input));
      return ctx.prisma.theme.findUniqueOrThrow({ ...query, where: { id: theme.id } });
    },
  }),
);

builder.mutationField('copyTheme', (t) =>
  t.prismaField({
    type: 'Theme',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true, description: 'the theme row id' }) },
    resolve: async (query, _root, args, ctx) => {
      const theme = await copyTheme(ctx, args.id);
      return ctx.prisma.theme.findUniqueOrThrow({ ...query, where: { id: theme.id } });
    },
  }),
);

builder.mutationField('deleteTheme', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a theme; returns its global node id.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true, description: 'the theme row id' }) },
    resolve: async (_root, args, ctx) => {
      await deleteTheme(ctx, args.id);
      return encodeGlobalID('Theme', args.id);
    },
  }),
);

builder.queryField('adminPlatformChoices', (t) =>
  t.prismaField({
    type: ['Platform'],
    description: 'Platforms an administrator may pick in the theme and import screens: their own, or every platform for level 9.',
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return ctx.prisma.platform.findMany({ ...query, where: viewer.roleLevel >= 9 ? {} : { id: viewer.pid }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    },
  }),
);

builder.queryField('theme', (t) =>
  t.prismaField({
    type: 'Theme',
    nullable: true,
    description: "One theme by row id; null when it does not exist or belongs to another platform (level 9 reaches every platform).",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const found = await loadTheme(ctx, args.id).catch((error) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      return found && ctx.prisma.theme.findUnique({ ...query, where: { id: args.id } });
    },
  }),
);
