import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeProviderQuery, ThemeProviderQuery$data } from './__generated__/ThemeProviderQuery.graphql';
import { graphql, sendOperation } from './graphqlRequest';
import { reportClientError } from './reportClientError';
import { useSession } from './SessionProvider';

const themeQuery = graphql`
  query ThemeProviderQuery($darkMode: Boolean!) {
    activeTheme(darkMode: $darkMode) {
      id
      name
      darkMode
      primary
      secondary
      tertiary
      danger
      success
      warning
      callToActionColor
      gray
      grayDark
      backgroundColor
      gridRowBackgroundColor
      borderColor
      boxShadowColor
      textDark
      headerColor
      headerTextColor
      borderRadius
      logo
      logoDark
      emailLogo
      breakpoints
    }
  }
`;

export type ActiveTheme = NonNullable<ThemeProviderQuery$data['activeTheme']>;

export const DARK_MODE_STORAGE_KEY = 'darkMode';

/** Theme fields and the CSS variables they drive (see ui/theme.css). */
export const THEME_COLOR_VARIABLES = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  tertiary: '--color-tertiary',
  danger: '--color-danger',
  success: '--color-success',
  warning: '--color-warning',
  callToActionColor: '--color-cta',
  gray: '--color-gray',
  grayDark: '--color-gray-dark',
  backgroundColor: '--color-bg',
  gridRowBackgroundColor: '--color-row-offset',
  borderColor: '--color-border',
  boxShadowColor: '--color-shadow',
  textDark: '--color-text',
  headerColor: '--color-header',
  headerTextColor: '--color-header-text',
} as const satisfies Partial<Record<keyof ActiveTheme, string>>;

const RADIUS_VARIABLE = '--radius';

export function themeVariables(theme: ActiveTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [field, variable] of Object.entries(THEME_COLOR_VARIABLES)) {
    const value = theme[field as keyof typeof THEME_COLOR_VARIABLES];
    if (typeof value === 'string' && value.trim() !== '') variables[variable] = value.trim();
  }
  if (Number.isFinite(theme.borderRadius)) variables[RADIUS_VARIABLE] = `${Math.min(15, Math.max(0, theme.borderRadius))}px`;
  return variables;
}

function clearThemeVariables(root: HTMLElement) {
  for (const variable of [...Object.values(THEME_COLOR_VARIABLES), RADIUS_VARIABLE]) root.style.removeProperty(variable);
}

function applyThemeVariables(root: HTMLElement, theme: ActiveTheme | null) {
  clearThemeVariables(root);
  if (!theme) return;
  for (const [variable, value] of Object.entries(themeVariables(theme))) root.style.setProperty(variable, value);
}

function readDarkModePreference(): boolean {
  try {
    const stored = window.localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (stored !== null) return stored === 'true';
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  } catch {
    return false;
  }
}

export interface ThemeState {
  darkMode: boolean;
  toggleDarkMode(): void;
  /** The platform theme once loaded; null while loading or when the platform has none. */
  theme: ActiveTheme | null;
  refetchTheme(): void;
}

const ThemeContext = createContext<ThemeState>({
  darkMode: false,
  toggleDarkMode: () => {},
  theme: null,
  refetchTheme: () => {},
});

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}

/**
 * Loads the platform's theme for the colour scheme and applies it as CSS variables. Sent without
 * the Relay runtime: every page, /Login included, is drawn in it before Relay is needed.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { environmentKey, token } = useSession();
  const [darkMode, setDarkMode] = useState(readDarkModePreference);
  const [fetchKey, setFetchKey] = useState(0);
  // Each session and scheme's theme, once loaded: switching back shows it at once, and until the
  // right one has loaded the built-in palette of the scheme shows, never another scheme's theme.
  const [themes, setThemes] = useState<Record<string, ActiveTheme | null>>({});
  const themeKey = `${environmentKey}:${darkMode}`;
  const theme = themes[themeKey] ?? null;

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  }, [darkMode]);

  useEffect(() => {
    const controller = new AbortController();
    const variables: ThemeProviderQuery['variables'] = { darkMode };
    sendOperation<ThemeProviderQuery['response']>(themeQuery.params, variables, {
      token,
      signal: controller.signal,
      onCallFailed: reportClientError,
    }).then(
      (answer) => setThemes((loaded) => ({ ...loaded, [themeKey]: answer.data.activeTheme ?? null })),
      // A missing or failing theme leaves the built-in palette in place.
      () => {},
    );
    return () => controller.abort();
  }, [themeKey, fetchKey, darkMode, token]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    applyThemeVariables(root, theme);
    return () => clearThemeVariables(root);
  }, [theme]);

  const toggleDarkMode = useCallback(() => {
    setDarkMode((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(next));
      } catch {
        // Private mode: keep the choice for this visit only.
      }
      return next;
    });
  }, []);

  const refetchTheme = useCallback(() => setFetchKey((key) => key + 1), []);

  const value = useMemo(
    () => ({ darkMode, toggleDarkMode, theme, refetchTheme }),
    [darkMode, toggleDarkMode, theme, refetchTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
