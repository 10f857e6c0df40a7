// Address rules (spec part 1 §2.6, §5 and §9, part 2 §3, part 3 §5): the State select's lists and
// what a State may be. The API enforces them on every path (GraphQL, REST, imports); the web forms
// offer the same lists and check the same rule before sending.
//
// A State is required for an address in the United States or Canada ('State is required.'), and must
// then be one of the spec's static list of states and provinces (part 1 §9), by its two-letter code
// (its full name is accepted and stored as the code). For any other country it is optional free text.
// "default", the State select's placeholder, means no state. The US territories are addressed under
// their own country codes (PR, GU, VI, AS, MP), like every other country.

/** The State select's placeholder value: sent, it means no state. */
export const STATE_PLACEHOLDER = 'default';

export interface StateEntry {
  readonly code: string;
  readonly name: string;
}

const entries = (list: readonly (readonly [string, string])[]): readonly StateEntry[] => list.map(([code, name]) => ({ code, name }));

/** The 50 states and the District of Columbia, by postal code. */
export const US_STATES: readonly StateEntry[] = entries([
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
]);

/** The 10 provinces and 3 territories of Canada, by postal abbreviation. */
export const CA_PROVINCES: readonly StateEntry[] = entries([
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
]);

export const ADDRESS_MESSAGES = {
  stateRequired: 'State is required.',
  usState: 'State must be a US state (two-letter code, e.g. IL).',
  caProvince: 'State must be a Canadian province or territory (two-letter code, e.g. ON).',
} as const;

/** The most characters a State may have (any country). */
export const STATE_MAX_LENGTH = 100;

const US_NAMES = new Set(['US', 'USA', 'U.S.', 'U.S.A.', 'UNITED STATES', 'UNITED STATES OF AMERICA']);
const CA_NAMES = new Set(['CA', 'CAN', 'CANADA']);

/** Whether a Country value means the United States (an empty country does too: new addresses default to US). */
export function isUsCountry(country: string | null | undefined): boolean {
  const value = (country ?? '').trim().toUpperCase();
  return value === '' || US_NAMES.has(value);
}

/** Whether a Country value means Canada. */
export function isCanadaCountry(country: string | null | undefined): boolean {
  return CA_NAMES.has((country ?? '').trim().toUpperCase());
}

/** The list a State must come from for this country (US states, Canadian provinces), or null when any text will do. */
export function stateListFor(country: string | null | undefined): readonly StateEntry[] | null {
  if (isUsCountry(country)) return US_STATES;
  if (isCanadaCountry(country)) return CA_PROVINCES;
  return null;
}

/** A State as sent: the placeholder and blanks are no state (''); otherwise the trimmed text. */
export function blankState(state: string | null | undefined): string {
  const value = (state ?? '').trim();
  return value === STATE_PLACEHOLDER ? '' : value;
}

/** The code of a state or province of `list` given by code or full name (any letter case), or null. */
export function stateCode(list: readonly StateEntry[], state: string): string | null {
  const value = state.trim().toUpperCase();
  return list.find((entry) => entry.code === value || entry.name.toUpperCase() === value)?.code ?? null;
}

/** The postal code of a US state given by code or full name (any letter case), or null. */
export const usStateCode = (state: string) => stateCode(US_STATES, state);

/**
 * The State to store for an address in `country`: its code for a US or Canadian address, the text
 * for another country ('' for none); `{ error }` when a US or Canadian address names no state of
 * its list.
 */
export function normalizeState(state: string | null | undefined, country: string | null | undefined): { state: string } | { error: string } {
  const value = blankState(state);
  const list = stateListFor(country);
  if (!list) return { state: value };
  if (!value) return { error: ADDRESS_MESSAGES.stateRequired };
  const code = stateCode(list, value);
  if (code) return { state: code };
  return { error: list === US_STATES ? ADDRESS_MESSAGES.usState : ADDRESS_MESSAGES.caProvince };
}
