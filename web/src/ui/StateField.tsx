import { ADDRESS_MESSAGES, STATE_MAX_LENGTH, STATE_PLACEHOLDER, US_STATES, isUsCountry, normalizeState } from '@quotecraft/rules/addresses';
import { SelectField, TextField } from './fields';

/**
 * The State of an address form (spec part 1 §2.6, part 2 §2): optional. For a US address a select of
 * the US states (the server's list, from @quotecraft/rules) with the "Select a State" placeholder,
 * whose value "default" is sent as an empty State; for another country free text.
 */

export { STATE_PLACEHOLDER };

export const STATE_PLACEHOLDER_OPTION = { value: STATE_PLACEHOLDER, label: 'Select a State' } as const;

/** The US states as select options, by postal code. */
export const US_STATE_OPTIONS: readonly { value: string; label: string }[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** The options for a US address: the placeholder, a stored state the list does not know (so it still shows), then the states. */
export function stateOptions(current: string) {
  const known = US_STATE_OPTIONS.some((s) => s.value === current);
  return [STATE_PLACEHOLDER_OPTION, ...(current && current !== STATE_PLACEHOLDER && !known ? [{ value: current, label: current }] : []), ...US_STATE_OPTIONS];
}

/** The State as sent: the placeholder is an empty State. */
export const stateValue = (state: string) => (state === STATE_PLACEHOLDER ? '' : state);

/** The message for a State the server would refuse for this country, or undefined. */
export function stateProblem(state: string, country: string): string | undefined {
  if (stateValue(state).length > STATE_MAX_LENGTH) return `State must be at most ${STATE_MAX_LENGTH} characters.`;
  const result = normalizeState(state, country);
  return 'error' in result ? ADDRESS_MESSAGES.usState : undefined;
}

export interface StateFieldProps {
  value: string;
  /** the address's Country: US (or empty) offers the state select, any other free text */
  country: string;
  onChange(value: string): void;
  name?: string;
  error?: string | null;
}

export function StateField({ value, country, onChange, name = 'state', error }: StateFieldProps) {
  if (isUsCountry(country)) {
    return <SelectField label="State" name={name} options={stateOptions(value)} value={value || STATE_PLACEHOLDER} onChange={onChange} error={error} />;
  }
  return <TextField label="State" name={name} value={stateValue(value)} onChange={onChange} maxLength={STATE_MAX_LENGTH} error={error} />;
}
