import { useId, useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCloudArrowUp } from '@fortawesome/free-solid-svg-icons/faCloudArrowUp';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { FieldError, FieldLabel, SelectField, TextAreaField, TextField, CheckboxField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import { Spinner } from '../../ui/Spinner';
import {
  defaultThemeColors,
  MAX_BORDER_RADIUS,
  MIN_BORDER_RADIUS,
  THEME_COLORS,
  THEME_LOGOS,
  themeContrastWarnings,
  type ContrastWarning,
  type ThemeColorField,
  type ThemeLogoField,
} from '@quotecraft/rules/themes';
import { hasDefaultColors, pickerValue, validateThemeForm, type ThemeFormErrors, type ThemeFormValues } from './themeForm';
import './themes.css';

export interface ThemeFormProps {
  initialValues: ThemeFormValues;
  platforms: readonly { rowId: number; name: string }[];
  /** false while creating: there is nothing to delete yet */
  existing: boolean;
  deleteName?: string;
  onSubmit(values: ThemeFormValues): Promise<boolean>;
  onCancel(): void;
  onDelete?(): void;
  /** Uploads the chosen logos in one request; resolves to their paths (already saved on an existing theme). */
  onUploadLogos(files: Partial<Record<ThemeLogoField, File>>, pid: string): Promise<Partial<Record<ThemeLogoField, string>> | null>;
}

const FORM_ID = 'theme-form';

export function ThemeForm({ initialValues, platforms, existing, deleteName, onSubmit, onCancel, onDelete, onUploadLogos }: ThemeFormProps) {
  const [saved, setSaved] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ThemeFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  const contrastWarnings = useMemo(() => themeContrastWarnings(values, values.darkMode), [values]);

  const set = <K extends keyof ThemeFormValues>(field: K, value: ThemeFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSubmitted(false);
  };

  // A new theme still on the default palette follows the mode's defaults.
  const setMode = (darkMode: boolean) => {
    setValues((current) => ({ ...current, darkMode, ...(!existing && hasDefaultColors(current) ? defaultThemeColors(darkMode) : {}) }));
    setSubmitted(false);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateThemeForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      if (await onSubmit(values)) {
        setSaved(values);
        setSubmitted(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const logosSaved = (paths: Partial<Record<ThemeLogoField, string>>) => {
    setValues((current) => ({ ...current, ...paths }));
    // On an existing theme the paths are already stored, so they do not make the form dirty.
    if (existing) setSaved((current) => ({ ...current, ...paths }));
  };

  return (
    <form id={FORM_ID} className="theme-form" noValidate onSubmit={submit} aria-label="Theme">
      <div className="theme-form__main">
        <section className="theme-section" aria-labelledby="theme-general">
          <h2 id="theme-general">General Settings</h2>
          <div className="theme-grid">
            <SelectField
              label="Platform"
              name="pid"
              required
              value={values.pid}
              onChange={(value) => set('pid', value)}
              placeholder="Select a Platform"
              options={platforms.map((platform) => ({ value: String(platform.rowId), label: platform.name }))}
              error={errors.pid}
            />
            <fieldset className="theme-mode">
              <legend>Theme</legend>
              <label>
                <input type="radio" name="darkMode" checked={!values.darkMode} onChange={() => setMode(false)} /> Light
              </label>
              <label>
                <input type="radio" name="darkMode" checked={values.darkMode} onChange={() => setMode(true)} /> Dark
              </label>
            </fieldset>
            <TextField label="Name" name="name" value={values.name} onChange={(value) => set('name', value)} maxLength={100} error={errors.name} />
            <CheckboxField
              label={`Use as the platform's ${values.darkMode ? 'dark' : 'light'} theme`}
              name="isActive"
              checked={values.isActive}
              onChange={(checked) => set('isActive', checked)}
            />
          </div>
          <TextAreaField label="Description" name="description" value={values.description} onChange={(value) => set('description', value)} maxLength={500} error={errors.description} />
          <div className="theme-grid">
            <TextField
              label="Device Break Points"
              name="breakpoints"
              value={values.breakpoints}
              onChange={(value) => set('breakpoints', value)}
              help="Widths in px, separated by commas."
              error={errors.breakpoints}
            />
            <RadiusControl value={values.borderRadius} onChange={(value) => set('borderRadius', value)} error={errors.borderRadius} />
          </div>
        </section>

        <LogoUploads values={values} pid={values.pid} existing={existing} onUpload={onUploadLogos} onSaved={logosSaved} />

        <section className="theme-section" aria-labelledby="theme-colors">
          <h2 id="theme-colors">Colors</h2>
          <div className="theme-colors">
            {THEME_COLORS.map(([field, label]) => (
              <ColorField
                key={field}
                field={field}
                label={label}
                value={values[field]}
                error={errors[field]}
                warnings={contrastWarnings.filter((warning) => warning.field === field)}
                onChange={(value) => set(field, value)}
              />
            ))}
          </div>
        </section>
      </div>

      <aside className="theme-form__preview" aria-label="Live preview">
        <ThemePreview values={values} />
      </aside>

      <div className="theme-form__actions">
        <FormActionBar
          form={FORM_ID}
          dirty={dirty}
          submitting={submitting}
          submitted={submitted}
          onCancel={onCancel}
          onReturn={onCancel}
          onDelete={existing ? onDelete : undefined}
          deleteName={deleteName}
        />
      </div>
    </form>
  );
}

function RadiusControl({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const id = useId();
  const numeric = Number(value);
  const sliderValue = Number.isFinite(numeric) ? Math.min(MAX_BORDER_RADIUS, Math.max(MIN_BORDER_RADIUS, numeric)) : MIN_BORDER_RADIUS;
  return (
    <div className="field">
      <FieldLabel htmlFor={id}>Border Radius (px)</FieldLabel>
      <div className="theme-radius">
        <input
          type="range"
          aria-label="Border Radius slider"
          min={MIN_BORDER_RADIUS}
          max={MAX_BORDER_RADIUS}
          step={1}
          value={sliderValue}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name="borderRadius"
          className="field__control theme-radius__number"
          type="number"
          inputMode="numeric"
          min={MIN_BORDER_RADIUS}
          max={MAX_BORDER_RADIUS}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function ColorField({
  field,
  label,
  value,
  error,
  warnings,
  onChange,
}: {
  field: ThemeColorField;
  label: string;
  value: string;
  error?: string;
  /** Colour pairs made with this field that read below WCAG AA */
  warnings: readonly ContrastWarning[];
  onChange(value: string): void;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', warnings.length > 0 ? `${id}-contrast` : ''].filter(Boolean).join(' ');
  return (
    <div className="field theme-color">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="theme-color__row">
        <input
          type="color"
          className="theme-color__picker"
          aria-label={`${label} colour picker`}
          value={pickerValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name={field}
          className="field__control"
          value={value}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {warnings.length > 0 && (
        <div className="theme-color__warnings" id={`${id}-contrast`}>
          {warnings.map((warning) => (
            <p key={warning.label} className="theme-color__warning">
              <FontAwesomeIcon icon={faTriangleExclamation} className="theme-color__warning-icon" />
              {warning.message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

function LogoUploads({
  values,
  pid,
  existing,
  onUpload,
  onSaved,
}: {
  values: ThemeFormValues;
  pid: string;
  existing: boolean;
  onUpload: ThemeFormProps['onUploadLogos'];
  onSaved(paths: Partial<Record<ThemeLogoField, string>>): void;
}) {
  const [files, setFiles] = useState<Partial<Record<ThemeLogoField, File>>>({});
  const [uploading, setUploading] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const chosen = Object.keys(files).length;

  const upload = async () => {
    setUploading(true);
    try {
      const paths = await onUpload(files, pid);
      if (paths) {
        onSaved(paths);
        setFiles({});
        setInputKey((key) => key + 1);
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className="theme-section" aria-labelledby="theme-files">
      <h2 id="theme-files">Upload Theme Files</h2>
      <p className="theme-section__hint">
        PNG, JPEG, GIF or WebP, up to 5 MB each. {existing ? 'Uploaded files are saved on the theme at once.' : 'Uploaded files are kept when the theme is created.'}
      </p>
      <div className="theme-logos">
        {THEME_LOGOS.map(([field, label]) => (
          <div key={field} className="theme-logo">
            <span className="theme-logo__label">{label}</span>
            <div
              className="theme-logo__preview"
              // The header and login logos are drawn for the header's colour, the email logo for white mail.
              style={field === 'emailLogo' ? { background: '#ffffff', color: '#555' } : { background: values.headerColor, color: values.headerTextColor }}
            >
              {values[field] ? <img src={values[field]!} alt={`${label} preview`} /> : <span>No image</span>}
            </div>
            <input
              key={inputKey}
              type="file"
              aria-label={label}
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(event) => {
                const file = event.target.files?.[0];
                setFiles((current) => {
                  const next = { ...current };
                  if (file) next[field] = file;
                  else delete next[field];
                  return next;
                });
              }}
            />
          </div>
        ))}
      </div>
      <div>
        <button type="button" className="btn btn-secondary" disabled={chosen === 0 || uploading || !pid} onClick={() => void upload()}>
          {uploading ? <Spinner label="Uploading" /> : <FontAwesomeIcon icon={faCloudArrowUp} />}
          {chosen > 1 ? `Upload ${chosen} files` : 'Upload file'}
        </button>
      </div>
    </section>
  );
}

const PREVIEW_VARIABLES: Record<ThemeColorField, string> = {
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
};

/** The form's colours and radius applied to a miniature screen, as they change. */
export function ThemePreview({ values }: { values: ThemeFormValues }) {
  const style: Record<string, string> = {};
  for (const [field, variable] of Object.entries(PREVIEW_VARIABLES)) style[variable] = values[field as ThemeColorField];
  const radius = Number(values.borderRadius);
  if (Number.isFinite(radius)) style['--radius'] = `${Math.min(MAX_BORDER_RADIUS, Math.max(MIN_BORDER_RADIUS, radius))}px`;
  return (
    <div className="theme-preview" style={style as CSSProperties} data-testid="theme-preview">
      <div className="theme-preview__header">
        {values.logo ? <img src={values.logo} alt="" /> : <strong>{values.name || 'Your brand'}</strong>}
        <span>Quotes</span>
      </div>
      <div className="theme-preview__body">
        <div className="theme-preview__card">
          <strong>Quote #1042</strong>
          <span className="theme-preview__muted">Preview of cards, tables and buttons</span>
          <table className="theme-preview__table">
            <tbody>
              <tr>
                <td>Pendant light</td>
                <td>$120.00</td>
              </tr>
              <tr>
                <td>Wall sconce</td>
                <td>$80.00</td>
              </tr>
              <tr>
                <td>Track kit</td>
                <td>$245.00</td>
              </tr>
            </tbody>
          </table>
          <div className="theme-preview__buttons">
            <span className="theme-preview__btn theme-preview__btn--primary">Save</span>
            <span className="theme-preview__btn theme-preview__btn--cta">Order</span>
            <span className="theme-preview__btn theme-preview__btn--secondary">Cancel</span>
          </div>
          <div className="theme-preview__chips">
            <span style={{ background: 'var(--color-success)' }}>Success</span>
            <span style={{ background: 'var(--color-warning)' }}>Warning</span>
            <span style={{ background: 'var(--color-danger)' }}>Danger</span>
            <span style={{ background: 'var(--color-tertiary)' }}>Tertiary</span>
          </div>
        </div>
      </div>
    </div>
  );
}
