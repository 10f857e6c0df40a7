import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeForm } from './ThemeForm';
import { colorMessage, THEME_MESSAGES } from '@quotecraft/rules/themes';
import { emptyThemeValues, validateThemeForm, type ThemeFormValues } from './themeForm';

const { platformRequired: PLATFORM_REQUIRED, radius: RADIUS_MESSAGE } = THEME_MESSAGES;

const platforms = [
  { rowId: 1, name: 'Acme Lighting' },
  { rowId: 2, name: 'Borealis Supply' },
];

function renderForm(overrides: Partial<ThemeFormValues> = {}) {
  const onSubmit = vi.fn(async () => true);
  const onUploadLogo = vi.fn(async () => ({ ok: true as const, path: '/uploads/theme/1/x.png' }));
  render(
    <ThemeForm
      initialValues={{ ...emptyThemeValues(1), name: 'Acme Light', ...overrides }}
      platforms={platforms}
      existing
      deleteName="Acme Light"
      onSubmit={onSubmit}
      onCancel={() => {}}
      onDelete={() => {}}
      onUploadLogo={onUploadLogo}
    />,
  );
  return { onSubmit, onUploadLogo };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('theme editor validation', () => {
  it('has the three sections and all sixteen colours', () => {
    renderForm();
    for (const heading of ['General Settings', 'Upload Theme Files', 'Colors']) expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const colors = within(screen.getByRole('region', { name: 'Colors' }));
    for (const label of ['Primary', 'Secondary', 'Tertiary', 'Danger', 'Success', 'Warning', 'Call To Action', 'Gray', 'Dark Gray', 'Page Background', 'Table Row Offset', 'Border', 'Box Shadow', 'Text', 'Header', 'Header Text']) {
      expect(colors.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    for (const label of ['Header Logo', 'Email Header Logo', 'Login Page Logo']) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('limits the border radius control to 0–15 in steps of 1', () => {
    renderForm();
    const slider = screen.getByRole('slider', { name: 'Border Radius slider' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '15');
    expect(slider).toHaveAttribute('step', '1');
  });

  it('refuses a typed border radius above 15 on submit, and accepts 15', async () => {
    const { onSubmit } = renderForm();
    const radius = screen.getByRole('spinbutton', { name: 'Border Radius (px)' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '16');
    await save();
    expect(screen.getByText(RADIUS_MESSAGE)).toBeInTheDocument();
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(radius);
    await userEvent.type(radius, '15');
    await save();
    expect(screen.queryByText(RADIUS_MESSAGE)).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ borderRadius: '15' }));
  });

  it('refuses a colour that is not a CSS colour, naming the field', async () => {
    const { onSubmit } = renderForm();
    const header = screen.getByRole('textbox', { name: 'Header' });
    await userEvent.clear(header);
    await userEvent.type(header, 'red; background: url(x)');
    await save();
    expect(screen.getByText(colorMessage('Header'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the picker and the text of a colour in step and shows it in the live preview', async () => {
    renderForm();
    const picker = screen.getByLabelText('Header colour picker');
    fireEvent.input(picker, { target: { value: '#aa0000' } });
    expect(screen.getByRole('textbox', { name: 'Header' })).toHaveValue('#aa0000');
    expect(screen.getByTestId('theme-preview').style.getPropertyValue('--color-header')).toBe('#aa0000');
    const radius = screen.getByRole('spinbutton', { name: 'Border Radius (px)' });
    await userEvent.clear(radius);
    await userEvent.type(radius, '3');
    expect(screen.getByTestId('theme-preview').style.getPropertyValue('--radius')).toBe('3px');
  });

  it('requires a platform', async () => {
    const { onSubmit } = renderForm({ pid: '' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await save();
    expect(screen.getByText(PLATFORM_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('validateThemeForm', () => {
  it('accepts hex, rgb(a), hsl and named colours and the default values', () => {
    expect(validateThemeForm(emptyThemeValues(1))).toEqual({});
    const values = { ...emptyThemeValues(1), primary: '#abc', secondary: 'rgba(1, 2, 3, 0.5)', tertiary: 'hsl(120 50% 50%)', danger: 'crimson' };
    expect(validateThemeForm(values)).toEqual({});
  });

  it('rejects negative and fractional radii and bad breakpoints', () => {
    expect(validateThemeForm({ ...emptyThemeValues(1), borderRadius: '-1' }).borderRadius).toBe(RADIUS_MESSAGE);
    expect(validateThemeForm({ ...emptyThemeValues(1), borderRadius: '2.5' }).borderRadius).toBe(RADIUS_MESSAGE);
    expect(validateThemeForm({ ...emptyThemeValues(1), breakpoints: '320, wide' }).breakpoints).toBeDefined();
  });
});

describe('a new theme', () => {
  it('switches to the dark default palette when Dark is chosen before any colour is changed', async () => {
    render(
      <ThemeForm
        initialValues={emptyThemeValues(1)}
        platforms={platforms}
        existing={false}
        onSubmit={async () => true}
        onCancel={() => {}}
        onUploadLogo={async () => ({ ok: true as const, path: '/uploads/theme/1/x.png' })}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Page Background' })).toHaveValue('#f3f5f9');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('textbox', { name: 'Page Background' })).toHaveValue('#0e131b');
  });
});

describe('contrast warnings', () => {
  it('warns under the field when a colour pair falls below WCAG AA, naming the pair and its ratio', async () => {
    renderForm({ backgroundColor: '#ffffff', gridRowBackgroundColor: '#ffffff', textDark: '#000000' });
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(screen.queryByText(/WCAG AA/)).not.toBeInTheDocument();

    await userEvent.clear(text);
    await userEvent.type(text, '#777777');
    const warning = 'Text on Page Background has a contrast of 4.48:1, below the 4.5:1 WCAG AA needs for text.';
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription(expect.stringContaining(warning));

    await userEvent.clear(text);
    await userEvent.type(text, '#767676');
    expect(screen.queryByText(/Text on Page Background/)).not.toBeInTheDocument();
  });

  it('checks the header text on the header and button text on the primary colour', async () => {
    renderForm();
    const headerText = screen.getByRole('textbox', { name: 'Header Text' });
    await userEvent.clear(headerText);
    await userEvent.type(headerText, '#f0f0f0');
    expect(screen.getByText(/^Header Text on Header has a contrast of 1\.\d+:1/)).toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('Primary colour picker'), { target: { value: '#ffcc00' } });
    expect(screen.getByText(/^Button text on Primary has a contrast of/)).toBeInTheDocument();
  });
});

describe('theme files', () => {
  const logo = () => new File([new Uint8Array([137, 80, 78, 71])], 'brand.png', { type: 'image/png' });

  it('uploads a chosen file at once, shows its progress, and a save made meanwhile waits and keeps it', async () => {
    let finish: (path: string) => void = () => {};
    let progress: (sent: number) => void = () => {};
    const onUploadLogo = vi.fn((_field: string, _file: File, _pid: string, onProgress: (sent: number) => void) => {
      progress = onProgress;
      return new Promise<{ ok: true; path: string }>((resolve) => {
        finish = (path) => resolve({ ok: true, path });
      });
    });
    const onSubmit = vi.fn(async () => true);
    render(<ThemeForm initialValues={emptyThemeValues(1)} platforms={platforms} existing={false} onSubmit={onSubmit} onCancel={() => {}} onUploadLogo={onUploadLogo} />);
    await userEvent.upload(screen.getByLabelText('Header Logo'), logo());
    expect(onUploadLogo).toHaveBeenCalledWith('logo', expect.any(File), '1', expect.any(Function));
    act(() => progress(0.4));
    expect(screen.getByRole('status', { name: 'Header Logo upload' })).toHaveTextContent('Uploading brand.png… 40%');
    expect(screen.getByRole('progressbar', { name: 'Header Logo upload progress' })).toHaveValue(40);

    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => finish('/uploads/theme/1/0b7c1a52-1111-4222-8333-944445555666.png'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ logo: '/uploads/theme/1/0b7c1a52-1111-4222-8333-944445555666.png' }));
  });

  it('a file that did not upload blocks the save, saying so, until it is removed', async () => {
    const onUploadLogo = vi.fn(async () => ({ ok: false as const, error: 'The file is not a PNG, JPEG, GIF or WebP image.' }));
    const onSubmit = vi.fn(async () => true);
    render(<ThemeForm initialValues={emptyThemeValues(1)} platforms={platforms} existing={false} onSubmit={onSubmit} onCancel={() => {}} onUploadLogo={onUploadLogo} />);
    await userEvent.upload(screen.getByLabelText('Login Page Logo'), logo());
    expect(await screen.findByRole('status', { name: 'Login Page Logo upload' })).toHaveTextContent('brand.png did not upload: The file is not a PNG, JPEG, GIF or WebP image.');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Page Logo did not upload: The file is not a PNG, JPEG, GIF or WebP image. Choose another file or remove it.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Plain');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
