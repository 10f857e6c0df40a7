import { builder } from '../schema/builder.ts';
import { canReachPlatform } from '../schema/access.ts';
import { activeTheme } from './service.ts';

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
