import { useState, type FormEvent } from 'react';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export interface ApiTokenScopeOption {
  name: string;
  description: string;
  default: boolean;
}

export interface ApiTokenValues {
  name: string;
  pid: string;
  scopes: string[];
  expiresInDays: string;
}

export type ApiTokenErrors = Partial<Record<keyof ApiTokenValues, string>>;

/** A convenience for the form; the server checks the same and answers with the field it names. */
export function validateApiToken(values: ApiTokenValues, maxDays: number): ApiTokenErrors {
  const errors: ApiTokenErrors = {};
  if (!values.name.trim()) errors.name = FORM_MESSAGES.nameRequired;
  if (values.scopes.length === 0) errors.scopes = FORM_MESSAGES.chooseScope;
  const days = Number(values.expiresInDays);
  if (values.expiresInDays.trim() === '' || !Number.isInteger(days) || days < 1 || days > maxDays) {
    errors.expiresInDays = `Expires in must be 1 to ${maxDays} days.`;
  }
  return errors;
}

export interface ApiTokenFormProps {
  id: string;
  scopes: readonly ApiTokenScopeOption[];
  defaultDays: number;
  maxDays: number;
  /** the platforms the viewer may create tokens for; a choice shows only when there are several */
  platforms: readonly { rowId: number; name: string }[];
  defaultPid: number;
  serverErrors?: ApiTokenErrors;
  onSubmit(input: { name: string; pid: number; scopes: string[]; expiresInDays: number }): void;
}

/** The create panel's fields; the panel's Create button submits the form by id. */
export function ApiTokenForm({ id, scopes, defaultDays, maxDays, platforms, defaultPid, serverErrors, onSubmit }: ApiTokenFormProps) {
  const [values, setValues] = useState<ApiTokenValues>({
    name: '',
    pid: String(defaultPid),
    scopes: scopes.filter((scope) => scope.default).map((scope) => scope.name),
    expiresInDays: String(defaultDays),
  });
  const [errors, setErrors] = useState<ApiTokenErrors>({});
  const shown = { ...serverErrors, ...errors };

  const toggleScope = (name: string, on: boolean) =>
    setValues((v) => ({ ...v, scopes: on ? [...v.scopes, name] : v.scopes.filter((scope) => scope !== name) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateApiToken(values, maxDays);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ name: values.name.trim(), pid: Number(values.pid), scopes: values.scopes, expiresInDays: Number(values.expiresInDays) });
  };

  return (
    <form id={id} noValidate onSubmit={submit} aria-label="API token">
      <TextField
        label="Name"
        name="name"
        required
        maxLength={100}
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        error={shown.name}
        help="Which system uses the token, e.g. ERP bridge."
      />
      {platforms.length > 1 && (
        <SelectField
          label="Platform"
          name="pid"
          required
          value={values.pid}
          onChange={(pid) => setValues((v) => ({ ...v, pid }))}
          options={platforms.map((platform) => ({ value: String(platform.rowId), label: platform.name }))}
          error={shown.pid}
          help="The token acts on this platform only."
        />
      )}
      <fieldset className="api-token-scopes">
        <legend className="field__label">Scopes</legend>
        {scopes.map((scope) => (
          <div key={scope.name} className="api-token-scopes__option">
            <CheckboxField label={scope.name} name={`scope-${scope.name}`} checked={values.scopes.includes(scope.name)} onChange={(on) => toggleScope(scope.name, on)} />
            <p className="api-token-scopes__description">{scope.description}</p>
          </div>
        ))}
        {shown.scopes && (
          <p className="field__error" role="alert">
            {shown.scopes}
          </p>
        )}
      </fieldset>
      <TextField
        label="Expires in (days)"
        name="expiresInDays"
        type="number"
        inputMode="numeric"
        required
        value={values.expiresInDays}
        onChange={(expiresInDays) => setValues((v) => ({ ...v, expiresInDays }))}
        error={shown.expiresInDays}
        help={`1 to ${maxDays} days.`}
      />
    </form>
  );
}
