import { useState } from 'react';
import { JOB_FIELD_MAX, JOB_FIELDS, jobFieldProblem, type JobFieldKey } from '@quotecraft/rules/jobFields';
import { TextField } from '../../ui/fields';

export type JobValues = Record<JobFieldKey, string>;

const jobFieldError = (key: JobFieldKey, value: string): string | null => jobFieldProblem(key, value) ?? null;

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
