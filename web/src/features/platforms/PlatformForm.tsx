import { useState, type FormEvent } from 'react';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPlus, faXmark } from '@fortawesome/free-solid-svg-icons';
import { CheckboxField, FieldError, SelectField, TextField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import './platforms.css';

export const INTEGRATION_OPTIONS = [
  { value: 'default', label: 'Select a Value' },
  { value: 'visual', label: 'Visual' },
  { value: 'CSI', label: 'CSI' },
];
export const INVALID_EMAIL = 'Invalid email address.';

export interface PlatformFormValues {
  name: string;
  emailAddresses: string[];
  integration: string;
  requireMFA: boolean;
  requireHttps: boolean;
  csiOrderCompleteString: string;
}

export const EMPTY_PLATFORM: PlatformFormValues = {
  name: '',
  emailAddresses: [''],
  integration: 'default',
  requireMFA: false,
  requireHttps: false,
  csiOrderCompleteString: 'Ordered',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PlatformErrors {
  name?: string;
  emails: (string | undefined)[];
}

export function validatePlatform(values: PlatformFormValues): PlatformErrors {
  return {
    name: values.name.trim() ? undefined : 'Name is required.',
    emails: values.emailAddresses.map((e) => (e.trim() === '' || EMAIL.test(e.trim()) ? undefined : INVALID_EMAIL)),
  };
}

export function platformInput(values: PlatformFormValues) {
  return {
    name: values.name.trim(),
    emailAddresses: values.emailAddresses.map((e) => e.trim()).filter(Boolean),
    integration: values.integration,
    requireMFA: values.requireMFA,
    requireHttps: values.requireHttps,
    csiOrderCompleteString: values.csiOrderCompleteString.trim() || 'Ordered',
  };
}

export interface PlatformFormProps {
  initial: PlatformFormValues;
  submitting?: boolean;
  submitted?: boolean;
  serverError?: { field?: string; message: string } | null;
  onSave(input: ReturnType<typeof platformInput>): void;
  onCancel(): void;
}

export function PlatformForm({ initial, submitting, submitted, serverError, onSave, onCancel }: PlatformFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PlatformErrors>({ emails: [] });
  const [dirty, setDirty] = useState(false);

  const update = (patch: Partial<PlatformFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
  };
  const setEmail = (index: number, value: string) => update({ emailAddresses: values.emailAddresses.map((e, i) => (i === index ? value : e)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlatform(values);
    setErrors(found);
    if (found.name || found.emails.some(Boolean)) return;
    onSave(platformInput(values));
    setDirty(false);
  };

  const serverEmailIndex = serverError?.field?.startsWith('emailAddresses.') ? Number(serverError.field.split('.')[1]) : -1;

  return (
    <>
      <form id="platform-form" className="platform-form" noValidate onSubmit={submit} aria-label="Platform settings">
        <section className="platform-form__section">
          <TextField label="Name" name="name" required value={values.name} onChange={(name) => update({ name })} error={errors.name ?? (serverError?.field === 'name' ? serverError.message : undefined)} />

          <fieldset className="email-list">
            <legend className="field__label">Email Addresses</legend>
            {values.emailAddresses.map((email, index) => (
              <div key={index} className="email-list__row">
                <div className="email-list__input">
                  <TextField
                    label={<span className="visually-hidden">{`Email address ${index + 1}`}</span>}
                    name={`emailAddresses.${index}`}
                    type="email"
                    inputMode="email"
                    value={email}
                    onChange={(v) => setEmail(index, v)}
                    error={errors.emails[index] ?? (serverEmailIndex === index ? serverError?.message : undefined)}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon"
                  aria-label={`Remove email address ${index + 1}`}
                  title="Remove"
                  onClick={() => update({ emailAddresses: values.emailAddresses.length > 1 ? values.emailAddresses.filter((_, i) => i !== index) : [''] })}
                >
                  <FontAwesomeIcon icon={faXmark} />
                </button>
              </div>
            ))}
            <button type="button" className="btn btn-outline btn-sm email-list__add" onClick={() => update({ emailAddresses: [...values.emailAddresses, ''] })}>
              <FontAwesomeIcon icon={faPlus} />
              Add Email Address
            </button>
            <FieldError message={serverError && !serverError.field?.startsWith('emailAddresses.') && serverError.field !== 'name' ? serverError.message : null} />
          </fieldset>

          <SelectField label="Integration" name="integration" options={INTEGRATION_OPTIONS} value={values.integration} onChange={(integration) => update({ integration })} />
          <TextField
            label="CSI Order Complete String"
            name="csiOrderCompleteString"
            value={values.csiOrderCompleteString}
            onChange={(csiOrderCompleteString) => update({ csiOrderCompleteString })}
            help='The ERP status shown when an order is complete (default "Ordered").'
          />
          <CheckboxField label="Require MFA" name="requireMFA" checked={values.requireMFA} onChange={(requireMFA) => update({ requireMFA })} />
          <CheckboxField label="Require HTTPS" name="requireHttps" checked={values.requireHttps} onChange={(requireHttps) => update({ requireHttps })} />
        </section>
      </form>
      <FormActionBar form="platform-form" dirty={dirty} submitting={submitting} submitted={submitted && !dirty} onCancel={onCancel} />
    </>
  );
}
