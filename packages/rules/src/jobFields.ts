// A quote's job fields (spec part 1 §2.7 and §5): Job Name, Specifier and Specifier Location, each
// required and at most 50 characters. The API refuses a quote update or an order that breaks them;
// the Quote Summary checks the same as each field loses focus.

export const JOB_FIELD_MAX = 50;

export const JOB_FIELDS = [
  { key: 'jobName', label: 'Job Name', required: 'Job Name is required.' },
  { key: 'specifier', label: 'Specifier', required: 'Specifier is required.' },
  // sic: the spec's text
  { key: 'specifierLocation', label: 'Specifier Location', required: 'Specifer Location is required.' },
] as const;

export type JobFieldKey = (typeof JOB_FIELDS)[number]['key'];

const fieldOf = (key: JobFieldKey) => JOB_FIELDS.find((field) => field.key === key)!;

/** The message for a job field longer than JOB_FIELD_MAX ("Job Name must be at most 50 characters."). */
export const jobFieldTooLong = (key: JobFieldKey) => `${fieldOf(key).label} must be at most ${JOB_FIELD_MAX} characters.`;

/** Why a job field's value is refused, or undefined: empty (the spec's required message) or too long. */
export function jobFieldProblem(key: JobFieldKey, value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return fieldOf(key).required;
  if (text.length > JOB_FIELD_MAX) return jobFieldTooLong(key);
  return undefined;
}
