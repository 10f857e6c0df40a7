import { describe, expect, it } from 'vitest';
import { themeVariables, type ActiveTheme } from './ThemeProvider';

const theme: ActiveTheme = {
  id: 'VGhlbWU6MQ==',
  name: 'Acme',
  darkMode: false,
  primary: '#111111',
  secondary: '#222222',
  tertiary: '#333333',
  danger: '#444444',
  success: '#555555',
  warning: '#666666',
  callToActionColor: '#777777',
  gray: '#888888',
  grayDark: '#999999',
  backgroundColor: '#aaaaaa',
  gridRowBackgroundColor: '#bbbbbb',
  borderColor: '#cccccc',
  boxShadowColor: '#dddddd',
  textDark: '#eeeeee',
  headerColor: '#ffffff',
  headerTextColor: '#010101',
  borderRadius: 6,
  logo: null,
  logoDark: null,
  emailLogo: null,
  breakpoints: ['320', '360', '600', '800', '1000', '1200'],
};

describe('theme variables', () => {
  it('maps all 16 colours and the border radius to CSS variables', () => {
    const variables = themeVariables(theme);
    expect(Object.keys(variables)).toHaveLength(17);
    expect(variables).toMatchObject({
      '--color-primary': '#111111',
      '--color-cta': '#777777',
      '--color-bg': '#aaaaaa',
      '--color-row-offset': '#bbbbbb',
      '--color-text': '#eeeeee',
      '--color-header': '#ffffff',
      '--color-header-text': '#010101',
      '--radius': '6px',
    });
  });

  it('skips empty colours and keeps the radius within 0 to 15', () => {
    const variables = themeVariables({ ...theme, primary: '', borderRadius: 40 });
    expect(variables['--color-primary']).toBeUndefined();
    expect(variables['--radius']).toBe('15px');
  });
});
