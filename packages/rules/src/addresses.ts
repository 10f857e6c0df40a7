// Address rules (spec part 1 §2.6 and §5, part 2 §3, part 3 §5): the State select's list and what a
// State may be. The API enforces them on every path (GraphQL, REST, imports); the web forms offer the
// same list and check the same rule before sending.
//
// State is optional. "default", the State select's placeholder, means no state. For a US address a
// State that is given must be one of the 50 states or DC, by its two-letter code (its full name is
// accepted and stored as the code). The US territories are addressed under their own country codes
// (PR, GU, VI, AS, MP), where, as for every other country, any state text is allowed.

/** The State select's placeholder value: sent, it means no state. */
export const STATE_PLACEHOLDER = 'default';

/** The 50 states and the District of Columbia, by postal code. */
export const US_STATES: readonly { readonly code: string; readonly name: string }[] = (
  [
    ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
    ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
    ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
    ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
    ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
    ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
    ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
    ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
    ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
    ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ] as const
).map(([code, name]) => ({ code, name }));

export const ADDRESS_MESSAGES = {
  usState: 'State must be a US state (two-letter code, e.g. IL).',
} as const;

/** The most characters a State may have (any country). */
export const STATE_MAX_LENGTH = 100;

const byCode = new Map(US_STATES.map((s) => [s.code, s.code]));
const byName = new Map(US_STATES.map((s) => [s.name.toUpperCase(), s.code]));
const US_NAMES = new Set(['US', 'USA', 'U.S.', 'U.S.A.', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

/** Whether a Country value means the United States (an empty country does too: new addresses default to US). */
export function isUsCountry(country: string | null | undefined): boolean {
  const value = (country ?? '').trim().toUpperCase();
  return value === '' || US_NAMES.has(value);
}

/** A State as sent: the placeholder and blanks are no state (''); otherwise the trimmed text. */
export function blankState(state: string | null | undefined): string {
  const value = (state ?? '').trim();
  return value === STATE_PLACEHOLDER ? '' : value;
}

/** The postal code of a US state given by code or full name (any letter case), or null. */
export function usStateCode(state: string): string | null {
  const value = state.trim().toUpperCase();
  return byCode.get(value) ?? byName.get(value) ?? null;
}

/**
 * The State to store for an address in `country`: '' for none, the postal code for a US state;
 * `{ error }` when a US address names no US state.
 */
export function normalizeState(state: string | null | undefined, country: string | null | undefined): { state: string } | { error: string } {
  const value = blankState(state);
  if (!value || !isUsCountry(country)) return { state: value };
  const code = usStateCode(value);
  return code ? { state: code } : { error: ADDRESS_MESSAGES.usState };
}
