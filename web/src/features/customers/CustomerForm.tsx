import { useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField, TextField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import { StateField, stateProblem, stateValue } from '../../ui/StateField';
import './customers.css';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const CUSTOMER_DESCRIPTION_MAX = 500;

export interface CustomerFormValues {
  companyName: string;
  erpId: string;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  billing: { address: string; address2: string; city: string; state: string; zip: string; country: string };
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  companyName: '',
  erpId: '',
  description: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  billing: { address: '', address2: '', city: '', state: 'default', zip: '', country: 'US' },
};

export type CustomerErrors = Partial<Record<string, string>>;

function billingIsBlank(b: CustomerFormValues['billing']) {
  return !b.address.trim() && !b.address2.trim() && !b.city.trim() && !stateValue(b.state) && !b.zip.trim();
}

export function validateCustomer(values: CustomerFormValues): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.companyName.trim()) errors.companyName = FORM_MESSAGES.companyNameRequired;
  if (values.description.length > CUSTOMER_DESCRIPTION_MAX) errors.description = `Description must be at most ${CUSTOMER_DESCRIPTION_MAX} characters.`;
  if (values.email.trim() && !isEmailAddress(values.email)) errors.email = PASSWORD_MESSAGES.emailInvalid;
  if (!billingIsBlank(values.billing)) {
    if (!values.billing.city.trim()) errors.city = FORM_MESSAGES.cityRequired;
    const state = stateProblem(values.billing.state, values.billing.country);
    if (state) errors.state = state;
    if (!values.billing.zip.trim()) errors.zip = FORM_MESSAGES.zipRequired;
    if (!values.billing.country.trim()) errors.country = FORM_MESSAGES.countryRequired;
  }
  return errors;
}

export function customerInput(values: CustomerFormValues) {
  const b = values.billing;
  return {
    companyName: values.companyName.trim(),
    erpId: values.erpId.trim() || null,
    description: values.description,
    contact: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() || null, phone: values.phone.trim() || null },
    // "default" (Select a State) is sent as empty.
    billingAddress: { address: b.address, address2: b.address2, city: b.city, state: stateValue(b.state), zip: b.zip, country: b.country },
  };
}

export interface CustomerFormProps {
  mode: 'create' | 'edit';
  initial: CustomerFormValues;
  submitting?: boolean;
  submitted?: boolean;
  serverErrors?: CustomerErrors;
  onSave(input: ReturnType<typeof customerInput>): void;
  onCancel(): void;
  onDelete?(): void;
  /** The shipping addresses section (edit mode). */
  shipping?: ReactNode;
}

export function CustomerForm({ mode, initial, submitting, submitted, serverErrors, onSave, onCancel, onDelete, shipping }: CustomerFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [dirty, setDirty] = useState(false);
  const shown = { ...serverErrors, ...errors };

  const set = (key: Exclude<keyof CustomerFormValues, 'billing'>) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
  };
  const setBilling = (key: keyof CustomerFormValues['billing']) => (value: string) => {
    setValues((v) => ({ ...v, billing: { ...v.billing, [key]: value } }));
    setDirty(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomer(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(customerInput(values));
    setDirty(false);
  };

  return (
    <div className="customer-form">
      <form id="customer-form" className="customer-form" noValidate onSubmit={submit} aria-label="Customer">
        <section className="customer-form__section" aria-labelledby="customer-company">
          <h2 id="customer-company">Company</h2>
          <div className="customer-form__grid">
            <TextField label="Company Name" name="companyName" required value={values.companyName} onChange={set('companyName')} error={shown.companyName} />
            <TextField label="ERP ID" name="erpId" value={values.erpId} onChange={set('erpId')} error={shown.erpId} />
          </div>
          <div>
            <TextAreaField label="Description" name="description" rows={3} maxLength={CUSTOMER_DESCRIPTION_MAX} value={values.description} onChange={set('description')} error={shown.description} />
            <p className="customer-form__counter" aria-live="polite">
              {values.description.length} / {CUSTOMER_DESCRIPTION_MAX}
            </p>
          </div>
        </section>

        <section className="customer-form__section" aria-labelledby="customer-contact">
          <h2 id="customer-contact">Contact</h2>
          <div className="customer-form__grid">
            <TextField label="First Name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
            <TextField label="Last Name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
            <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={set('email')} error={shown.email ?? shown['contact.email']} />
            <TextField label="Phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
          </div>
        </section>

        <section className="customer-form__section" aria-labelledby="customer-billing">
          <h2 id="customer-billing">Billing Address</h2>
          <div className="customer-form__grid">
            <TextField label="Address Line 1" name="billing.address" value={values.billing.address} onChange={setBilling('address')} />
            <TextField label="Address Line 2" name="billing.address2" value={values.billing.address2} onChange={setBilling('address2')} />
            <TextField label="City" name="billing.city" value={values.billing.city} onChange={setBilling('city')} error={shown.city} />
            <StateField name="billing.state" country={values.billing.country} value={values.billing.state} onChange={setBilling('state')} error={shown.state} />
            <TextField label="Zip Code" name="billing.zip" value={values.billing.zip} onChange={setBilling('zip')} error={shown.zip} />
            <TextField label="Country" name="billing.country" value={values.billing.country} onChange={setBilling('country')} error={shown.country} />
          </div>
        </section>
      </form>

      {shipping}

      <FormActionBar
        form="customer-form"
        dirty={dirty}
        submitting={submitting}
        submitted={submitted && !dirty}
        onCancel={onCancel}
        onDelete={mode === 'edit' ? onDelete : undefined}
        deleteName={values.companyName || 'this customer'}
      />
    </div>
  );
}
