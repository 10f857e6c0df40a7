import { useState } from 'react';
import { TextField } from '../../ui/fields';

export const JOB_FIELD_MAX = 50;
export const JOB_FIELDS = [
  { key: 'jobName', label: 'Job Name', required: 'Job Name is required.' },
  { key: 'specifier', label: 'Specifier', required: 'Specifier is required.' },
  // sic: the spec's text
  { key: 'specifierLocation', label: 'Specifier Location', required: 'Specifer Location is required.' },
] as const;

export type JobFieldKey = (typeof JOB_FIELDS)[number]['key'];
export type JobValues = Record<JobFieldKey, string>;

export function jobFieldError(key: JobFieldKey, value: string): string | null {
  const field = JOB_FIELDS.find((f) => f.key === key)!;
  if (!value.trim()) return field.required;
  if (value.length > JOB_FIELD_MAX) return `${field.label} must be at most ${JOB_FIELD_MAX} characters.`;
  return null;
}

/**
 * Job Name, Specifier and Specifier Location (each required, at most 50 characters). Each field is
 * checked and, when valid and changed, saved as it loses focus.
 */
export function JobFields({ initial, disabled, onSave }: { initial: JobValues; disabled?: boolean; onSave(key: JobFieldKey, value: string): void }) {
  const [values, setValues] = useState<JobValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<JobFieldKey, string>>>({});
  const [saved, setSaved] = useState<JobValues>(initial);

  const blur = (key: JobFieldKey) => {
    const value = values[key].trim();
    const error = jobFieldError(key, value);
    setErrors((e) => ({ ...e, [key]: error ?? undefined }));
    if (error || value === saved[key]) return;
    setSaved((s) => ({ ...s, [key]: value }));
    onSave(key, value);
  };

  return (
    <div className="job-fields">
      {JOB_FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          name={field.key}
          required
          maxLength={JOB_FIELD_MAX}
          disabled={disabled}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
          onBlur={() => blur(field.key)}
        />
      ))}
    </div>
  );
}
