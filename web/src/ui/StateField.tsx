import { STATE_MAX_LENGTH, STATE_PLACEHOLDER, normalizeState, stateListFor } from '@quotecraft/rules/addresses';
import { SelectField, TextField } from './fields';

/**
 * The State of an address form (spec part 1 §2.6 and §5, part 2 §2): for a US or Canadian address
 * a required select of its states or provinces (the server's lists, from @quotecraft/rules) with the
 * "Select a State" placeholder, whose value "default" is sent as an empty State; for another
 * country optional free text.
 */

export { STATE_PLACEHOLDER };

export const STATE_PLACEHOLDER_OPTION = { value: STATE_PLACEHOLDER, label: 'Select a State' } as const;

/** The select's options for this country: the placeholder, a stored state the list does not know (so it still shows), then the list. */
export function stateOptions(current: string, country: string) {
  const list = (stateListFor(country) ?? []).map((s) => ({ value: s.code, label: s.name }));
  const known = list.some((s) => s.value === current);
  return [STATE_PLACEHOLDER_OPTION, ...(current && current !== STATE_PLACEHOLDER && !known ? [{ value: current, label: current }] : []), ...list];
}

/** The State as sent: the placeholder is an empty State. */
export const stateValue = (state: string) => (state === STATE_PLACEHOLDER ? '' : state);

/** The message for a State the server would refuse for this country, or undefined: the server's rule. */
export function stateProblem(state: string, country: string): string | undefined {
  if (stateValue(state).length > STATE_MAX_LENGTH) return `State must be at most ${STATE_MAX_LENGTH} characters.`;
  const result = normalizeState(state, country);
  return 'error' in result ? result.error : undefined;
}

export interface StateFieldProps {
  value: string;
  /** the address's Country: the US (or empty) and Canada offer their select, any other free text */
  country: string;
  onChange(value: string): void;
  name?: string;
  error?: string | null;
}

export function StateField({ value, country, onChange, name = 'state', error }: StateFieldProps) {
  if (stateListFor(country)) {
    return <SelectField label="State" name={name} required options={stateOptions(value, country)} value={value || STATE_PLACEHOLDER} onChange={onChange} error={error} />;
  }
  return <TextField label="State" name={name} value={stateValue(value)} onChange={onChange} maxLength={STATE_MAX_LENGTH} error={error} />;
}
