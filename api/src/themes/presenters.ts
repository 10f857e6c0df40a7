import { z } from 'zod';
import { flagAnswer, flagText } from '../rest/fields.ts';
import { THEME_COLORS, THEME_LOGOS, type ThemeColorField, type ThemeLogoField } from '@quotecraft/rules/themes';

export const themeAnswer = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string().describe('shown as the title'),
  description: z.string(),
  darkMode: flagAnswer,
  isActive: z.boolean().describe('the theme its platform shows in this mode'),
  ...(Object.fromEntries(THEME_COLORS.map(([field, label]) => [field, z.string().describe(label)])) as Record<ThemeColorField, z.ZodString>),
  borderRadius: z.number().describe('px, 0 to 15'),
  ...(Object.fromEntries(THEME_LOGOS.map(([field, label]) => [field, z.string().nullable().describe(`${label} image path`)])) as Record<ThemeLogoField, z.ZodNullable<z.ZodString>>),
  breakpoints: z.string().describe('JSON text of an array of widths, e.g. ["320","360","600","800","1000","1200"]'),
});

type ThemeRow = { id: number; pid: number; name: string; description: string; darkMode: boolean; isActive: boolean; borderRadius: number; breakpoints: unknown } & Record<ThemeColorField, string> &
  Record<ThemeLogoField, string | null>;

/** A theme in the spec's shape (part 3 §3): darkMode as the text "1" or "0", breakpoints as JSON text. */
export function presentTheme(theme: ThemeRow): z.infer<typeof themeAnswer> {
  return {
    id: theme.id,
    pid: theme.pid,
    name: theme.name,
    description: theme.description,
    darkMode: flagText(theme.darkMode),
    isActive: theme.isActive,
    ...(Object.fromEntries(THEME_COLORS.map(([field]) => [field, theme[field]])) as Record<ThemeColorField, string>),
    borderRadius: theme.borderRadius,
    ...(Object.fromEntries(THEME_LOGOS.map(([field]) => [field, theme[field]])) as Record<ThemeLogoField, string | null>),
    breakpoints: JSON.stringify(Array.isArray(theme.breakpoints) ? theme.breakpoints.map(String) : []),
  };
}
