import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { FieldError, FieldLabel, SelectField, TextAreaField, TextField, CheckboxField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
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
import type { ThemeUploadOutcome } from './themeApi';
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
  /** Uploads one chosen logo for platform `pid`, reporting the share sent; resolves to the path to save (already saved on an existing theme). */
  onUploadLogo(field: ThemeLogoField, file: File, pid: string, onProgress: (sent: number) => void): Promise<ThemeUploadOutcome>;
}

/** Where a chosen logo file is: waiting for a platform, on its way, stored, or refused. */
export type LogoUpload =
  | { status: 'waiting'; file: File }
  | { status: 'uploading'; file: File; sent: number }
  | { status: 'done'; file: File }
  | { status: 'failed'; file: File; error: string };

type LogoUploads = Partial<Record<ThemeLogoField, LogoUpload>>;

const LOGO_LABELS = Object.fromEntries(THEME_LOGOS) as Record<ThemeLogoField, string>;

/** Why the form cannot be saved yet for its chosen files, or null: a chosen file is never dropped silently. */
export function logoUploadProblem(uploads: LogoUploads): { field: ThemeLogoField; message: string } | null {
  for (const [field, upload] of Object.entries(uploads) as [ThemeLogoField, LogoUpload][]) {
    if (upload.status === 'failed') return { field, message: `${LOGO_LABELS[field]} did not upload: ${upload.error} Choose another file or remove it.` };
    if (upload.status === 'waiting') return { field, message: `${LOGO_LABELS[field]} uploads once a platform is chosen.` };
  }
  return null;
}

const FORM_ID = 'theme-form';

export function ThemeForm({ initialValues, platforms, existing, deleteName, onSubmit, onCancel, onDelete, onUploadLogo }: ThemeFormProps) {
  const [saved, setSaved] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ThemeFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [uploads, setUploads] = useState<LogoUploads>({});
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  // What a save waits for: the uploads under way, and the values as they stand once those land.
  const pendingUploads = useRef(new Map<ThemeLogoField, Promise<void>>());
  const latestValues = useRef(values);
  latestValues.current = values;
  const latestUploads = useRef(uploads);
  latestUploads.current = uploads;
  const uploadsUnsettled = Object.values(uploads).some((upload) => upload.status !== 'done');
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]) || uploadsUnsettled;
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
      // A file still on its way is waited for, so the theme is saved with it.
      await Promise.all(pendingUploads.current.values());
      const problem = logoUploadProblem(latestUploads.current);
      setUploadProblem(problem?.message ?? null);
      if (problem) {
        document.querySelector<HTMLElement>(`input[type="file"][aria-label="${LOGO_LABELS[problem.field]}"]`)?.focus();
        return;
      }
      const ready = latestValues.current;
      if (await onSubmit(ready)) {
        setSaved(ready);
        setUploads({});
        setSubmitted(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const setUpload = (field: ThemeLogoField, upload: LogoUpload | null) =>
    setUploads((current) => {
      const next = { ...current };
      if (upload) next[field] = upload;
      else delete next[field];
      return next;
    });

  // Spec part 3 §4.5: a chosen file is uploaded at once (on an existing theme the server saves its path too).
  const startUpload = (field: ThemeLogoField, file: File, pid: string) => {
    setUploadProblem(null);
    setSubmitted(false);
    if (!pid) {
      setUpload(field, { status: 'waiting', file });
      return;
    }
    setUpload(field, { status: 'uploading', file, sent: 0 });
    const run = onUploadLogo(field, file, pid, (sent) => {
      if (latestUploads.current[field]?.file === file) setUpload(field, { status: 'uploading', file, sent });
    }).then((outcome) => {
      // A file chosen again meanwhile wins over this one.
      if (latestUploads.current[field]?.file !== file) return;
      if (outcome.ok) {
        const path = { [field]: outcome.path };
        setValues((current) => ({ ...current, ...path }));
        latestValues.current = { ...latestValues.current, ...path };
        // On an existing theme the path is already stored, so it does not make the form dirty.
        if (existing) setSaved((current) => ({ ...current, ...path }));
        setUpload(field, { status: 'done', file });
        latestUploads.current = { ...latestUploads.current, [field]: { status: 'done', file } };
      } else {
        setUpload(field, { status: 'failed', file, error: outcome.error });
        latestUploads.current = { ...latestUploads.current, [field]: { status: 'failed', file, error: outcome.error } };
      }
    });
    latestUploads.current = { ...latestUploads.current, [field]: { status: 'uploading', file, sent: 0 } };
    pendingUploads.current.set(field, run);
    void run.finally(() => {
      if (pendingUploads.current.get(field) === run) pendingUploads.current.delete(field);
    });
  };

  // Files chosen before the platform was are uploaded once it is.
  useEffect(() => {
    if (!values.pid) return;
    for (const [field, upload] of Object.entries(latestUploads.current) as [ThemeLogoField, LogoUpload][]) {
      if (upload.status === 'waiting') startUpload(field, upload.file, values.pid);
    }
    // startUpload reads the latest state through refs; only a new platform starts waiting uploads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.pid]);

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

        <LogoUploads
          values={values}
          existing={existing}
          uploads={uploads}
          problem={uploadProblem}
          onChoose={(field, file) => startUpload(field, file, values.pid)}
          onRemove={(field) => {
            setUpload(field, null);
            latestUploads.current = Object.fromEntries(Object.entries(latestUploads.current).filter(([key]) => key !== field));
            setUploadProblem(null);
          }}
        />

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
  existing,
  uploads,
  problem,
  onChoose,
  onRemove,
}: {
  values: ThemeFormValues;
  existing: boolean;
  uploads: LogoUploads;
  problem: string | null;
  onChoose(field: ThemeLogoField, file: File): void;
  onRemove(field: ThemeLogoField): void;
}) {
  const [inputKeys, setInputKeys] = useState<Partial<Record<ThemeLogoField, number>>>({});
  const clearInput = (field: ThemeLogoField) => setInputKeys((current) => ({ ...current, [field]: (current[field] ?? 0) + 1 }));

  return (
    <section className="theme-section" aria-labelledby="theme-files">
      <h2 id="theme-files">Upload Theme Files</h2>
      <p className="theme-section__hint">
        PNG, JPEG, GIF or WebP, up to 5 MB each, uploaded as soon as chosen.{' '}
        {existing ? 'Each is saved on the theme at once.' : 'They are saved with the theme when it is created.'}
      </p>
      <div className="theme-logos">
        {THEME_LOGOS.map(([field, label]) => {
          const upload = uploads[field];
          return (
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
                key={inputKeys[field] ?? 0}
                type="file"
                aria-label={label}
                accept="image/png,image/jpeg,image/gif,image/webp"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onChoose(field, file);
                }}
              />
              {upload && (
                <div className={`theme-logo__upload is-${upload.status}`} role="status" aria-label={`${label} upload`}>
                  {upload.status === 'uploading' && (
                    <progress max={100} value={Math.round(upload.sent * 100)} aria-label={`${label} upload progress`} />
                  )}
                  <span className="theme-logo__upload-text">{uploadText(upload, existing)}</span>
                  {upload.status === 'failed' && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => {
                        onRemove(field);
                        clearInput(field);
                      }}
                    >
                      Remove
                    </button>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {problem && (
        <p className="theme-logo__problem" role="alert">
          <FontAwesomeIcon icon={faTriangleExclamation} /> {problem}
        </p>
      )}
    </section>
  );
}

function uploadText(upload: LogoUpload, existing: boolean) {
  const name = upload.file.name;
  switch (upload.status) {
    case 'waiting':
      return `${name}: uploads once a platform is chosen.`;
    case 'uploading':
      return `Uploading ${name}… ${Math.round(upload.sent * 100)}%`;
    case 'done':
      return existing ? `${name} uploaded and saved on the theme.` : `${name} uploaded; saved with the theme.`;
    case 'failed':
      return `${name} did not upload: ${upload.error}`;
  }
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
