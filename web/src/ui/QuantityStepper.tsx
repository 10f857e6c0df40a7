import { FontAwesomeIcon } from './Icon';
import { faMinus } from '@fortawesome/free-solid-svg-icons/faMinus';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';

export interface QuantityStepperProps {
  value: number;
  /** Called with the wanted value; the owner decides whether to accept it. */
  onChange(value: number): void;
  label: string;
  disabled?: boolean;
  /** plus is disabled at this value */
  max?: number | null;
}

/** A number with minus and plus buttons; typing is allowed too. */
export function QuantityStepper({ value, onChange, label, disabled, max }: QuantityStepperProps) {
  return (
    <div className="qty-stepper" role="group" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm btn-icon" aria-label={`Decrease ${label}`} disabled={disabled} onClick={() => onChange(value - 1)}>
        <FontAwesomeIcon icon={faMinus} />
      </button>
      <input
        className="qty-stepper__input"
        type="number"
        inputMode="numeric"
        aria-label={label}
        value={value}
        disabled={disabled}
        min={1}
        max={max ?? undefined}
        onChange={(event) => {
          // A typed fraction is handed on as it is, for the owner to refuse; never rounded here.
          const text = event.target.value.trim();
          onChange(text === '' ? 0 : Number(text));
        }}
      />
      <button
        type="button"
        className="btn btn-outline btn-sm btn-icon"
        aria-label={`Increase ${label}`}
        disabled={disabled}
        onClick={() => onChange(value + 1)}
      >
        <FontAwesomeIcon icon={faPlus} />
      </button>
    </div>
  );
}
