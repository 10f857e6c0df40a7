import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { validateRmaDetail, type RmaDetailErrors, type RmaDetailForm } from './rmaDetailValidation';

export interface RmaProductOption {
  productNumber: string;
  name: string;
  orderedQuantity: number;
  modelNo: string | null | undefined;
}

export interface RmaDetailModalProps {
  open: boolean;
  /** 1-based line number, for the title */
  lineNumber: number;
  initial: RmaDetailForm;
  fromOrder: boolean;
  readOnly: boolean;
  productOptions: readonly RmaProductOption[];
  onClose(): void;
  /** Saves the line; rejects with a field and message to show. */
  onSave(form: RmaDetailForm): Promise<void>;
}

/** Edits one RMA detail line; validates on submit with the spec's messages. */
export function RmaDetailModal(props: RmaDetailModalProps) {
  if (!props.open) return null;
  return <RmaDetailModalBody {...props} />;
}

function RmaDetailModalBody({ open, lineNumber, initial, fromOrder, readOnly, productOptions, onClose, onSave }: RmaDetailModalProps) {
  const [form, setForm] = useState<RmaDetailForm>(initial);
  const [errors, setErrors] = useState<RmaDetailErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof RmaDetailForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const chooseProduct = (productNumber: string) => {
    const option = productOptions.find((candidate) => candidate.productNumber === productNumber);
    setForm((current) => ({
      ...current,
      productNumber,
      orderedQuantity: fromOrder ? (option?.orderedQuantity ?? 0) : current.orderedQuantity,
      modelNo: current.modelNo || option?.modelNo || current.modelNo,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRmaDetail(form, fromOrder);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(form);
    } catch (error) {
      const { field, message } = error as { field?: keyof RmaDetailForm | null; message?: string };
      if (field && message) setErrors({ [field]: message });
    } finally {
      setSaving(false);
    }
  };

  const options = productOptions.map((option) => ({
    value: option.productNumber,
    label: option.name ? `${option.productNumber} - ${option.name}` : option.productNumber,
  }));
  if (form.productNumber && !options.some((option) => option.value === form.productNumber)) {
    options.unshift({ value: form.productNumber, label: form.productNumber });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`RMA Detail #${lineNumber}`}
      showCloseButton
      maxWidth={640}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </button>
          {!readOnly && (
            <button type="submit" form="rma-detail-form" className="btn btn-primary" disabled={saving}>
              {saving && <Spinner />}
              Save
            </button>
          )}
        </>
      }
    >
      <form id="rma-detail-form" noValidate onSubmit={submit}>
        <SelectField
          label="Product"
          name="productNumber"
          required
          placeholder="Select a product"
          value={form.productNumber}
          onChange={chooseProduct}
          options={options}
          error={errors.productNumber}
          disabled={readOnly}
        />
        <TextField
          label="Quantity"
          name="quantity"
          required
          inputMode="numeric"
          value={form.quantity}
          onChange={set('quantity')}
          error={errors.quantity}
          disabled={readOnly}
          help={fromOrder ? `Ordered Quantity: ${form.orderedQuantity}` : undefined}
        />
        <TextField
          label="Model #"
          name="modelNo"
          required
          value={form.modelNo}
          onChange={set('modelNo')}
          error={errors.modelNo}
          disabled={readOnly}
          placeholder="NA if there is no Model Number"
        />
        <TextAreaField label="Reason" name="reason" required value={form.reason} onChange={set('reason')} error={errors.reason} disabled={readOnly} rows={3} />
        <TextField label="Time in Service" name="timeInService" value={form.timeInService} onChange={set('timeInService')} disabled={readOnly} />
      </form>
    </Modal>
  );
}
