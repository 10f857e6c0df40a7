import { useId, type ChangeEvent, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import './fields.css';

/** Form checkboxes count as checked when their value is true, 'true' or 'True'. */
export function isChecked(value: unknown): boolean {
  return value === true || value === 'true' || value === 'True';
}

/** Checkbox values are sent to the server as 'True' / 'False' text. */
export function checkboxText(checked: boolean): 'True' | 'False' {
  return checked ? 'True' : 'False';
}

export function FieldLabel({ htmlFor, required = false, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="field__required" aria-hidden>
          *
        </span>
      )}
    </label>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {message}
    </p>
  );
}

interface BaseFieldProps {
  label: ReactNode;
  name?: string;
  required?: boolean;
  error?: string | null;
  help?: ReactNode;
  disabled?: boolean;
  id?: string;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, errorId: `${fieldId}-error`, helpId: `${fieldId}-help` };
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** The accessibility wiring every control shares: required, invalid and what describes it. */
function controlAria(ids: FieldIds, { required, error, help }: Pick<BaseFieldProps, 'required' | 'error' | 'help'>) {
  const describedBy = [error ? ids.errorId : null, help ? ids.helpId : null].filter(Boolean).join(' ');
  return {
    id: ids.fieldId,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** Label above, help and the red error below: the frame of every stacked field. */
function FieldFrame({ ids, label, required, help, error, children }: Pick<BaseFieldProps, 'label' | 'required' | 'help' | 'error'> & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.fieldId} required={required}>
        {label}
      </FieldLabel>
      {children}
      {help && (
        <p className="field__help" id={ids.helpId}>
          {help}
        </p>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'search' | 'url';
  autoFocus?: boolean;
}

export function TextField({
  label,
  name,
  required,
  error,
  help,
  disabled,
  id,
  value,
  onChange,
  onBlur,
  type = 'text',
  placeholder,
  maxLength,
  autoComplete,
  inputMode,
  autoFocus,
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} help={help} error={error}>
      <input
        {...controlAria(ids, { required, error, help })}
        className="field__control"
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({
  label,
  name,
  required,
  error,
  help,
  disabled,
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  maxLength,
  rows = 4,
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} help={help} error={error}>
      <textarea
        {...controlAria(ids, { required, error, help })}
        className="field__control"
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends BaseFieldProps {
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
  /** A first, empty-valued option such as 'Select a Platform'. */
  placeholder?: string;
}

export function SelectField({
  label,
  name,
  required,
  error,
  help,
  disabled,
  id,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} help={help} error={error}>
      <select
        {...controlAria(ids, { required, error, help })}
        className="field__control"
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends BaseFieldProps {
  /** Accepts booleans and the 'true' / 'True' text the API sends. */
  checked: unknown;
  onChange(checked: boolean): void;
}

export function CheckboxField({ label, name, required, error, help, disabled, id, checked, onChange }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className="field field--checkbox">
      <input
        {...controlAria(ids, { error, help })}
        className="field__checkbox"
        type="checkbox"
        name={name}
        checked={isChecked(checked)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <FieldLabel htmlFor={ids.fieldId} required={required}>
        {label}
      </FieldLabel>
      {help && (
        <p className="field__help" id={ids.helpId}>
          {help}
        </p>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
