import { useState, type FormEvent } from 'react';
import { CheckboxField, TextField } from '../../ui/fields';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const ROLE_LEVEL_MIN_MESSAGE = FORM_MESSAGES.levelAtLeastZero;
export const ROLE_LEVEL_MAX_MESSAGE = FORM_MESSAGES.levelAtMostNine;
export const DISPLAY_ORDER_MESSAGE = FORM_MESSAGES.displayOrderAtLeastZero;

export interface StatusTypeValues {
  name: string;
  visible: boolean;
  roleLevel: string;
  displayOrder: string;
}

export type StatusTypeErrors = Partial<Record<keyof StatusTypeValues, string>>;

export function validateStatusType(values: StatusTypeValues): StatusTypeErrors {
  const errors: StatusTypeErrors = {};
  if (!values.name.trim()) errors.name = FORM_MESSAGES.nameRequired;
  const level = Number(values.roleLevel);
  if (values.roleLevel.trim() === '' || !Number.isInteger(level)) errors.roleLevel = FORM_MESSAGES.statusTypeRoleLevelWhole;
  else if (level < 0) errors.roleLevel = ROLE_LEVEL_MIN_MESSAGE;
  else if (level > 9) errors.roleLevel = ROLE_LEVEL_MAX_MESSAGE;
  const order = Number(values.displayOrder);
  if (values.displayOrder.trim() === '' || !Number.isInteger(order)) errors.displayOrder = FORM_MESSAGES.displayOrderWhole;
  else if (order < 0) errors.displayOrder = DISPLAY_ORDER_MESSAGE;
  return errors;
}

export interface StatusTypeFormProps {
  id: string;
  initial: StatusTypeValues;
  serverErrors?: StatusTypeErrors;
  onSubmit(input: { name: string; visible: boolean; roleLevel: number; displayOrder: number }): void;
}

/** The side panel's fields; the panel's Save button submits the form by id. */
export function StatusTypeForm({ id, initial, serverErrors, onSubmit }: StatusTypeFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<StatusTypeErrors>({});
  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof StatusTypeValues>(key: K) => (value: StatusTypeValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStatusType(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ name: values.name.trim(), visible: values.visible, roleLevel: Number(values.roleLevel), displayOrder: Number(values.displayOrder) });
  };

  return (
    <form id={id} noValidate onSubmit={submit} aria-label="Status type">
      <TextField label="Name" name="name" required value={values.name} onChange={set('name')} error={shown.name} />
      <TextField label="Role Level" name="roleLevel" type="number" inputMode="numeric" required value={values.roleLevel} onChange={set('roleLevel')} error={shown.roleLevel} help="The minimum role level needed to assign this status (0 to 9)." />
      <TextField label="Display Order" name="displayOrder" type="number" inputMode="numeric" required value={values.displayOrder} onChange={set('displayOrder')} error={shown.displayOrder} />
      <CheckboxField label="Visible" name="visible" checked={values.visible} onChange={set('visible')} />
    </form>
  );
}
