import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, US_STATES, normalizeState } from './addresses.ts';

describe('the State of an address', () => {
  it('lists the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((s) => s.code)).toContain('DC');
  });

  it('is optional, and the placeholder "default" means none', () => {
    expect(normalizeState('', 'US')).toEqual({ state: '' });
    expect(normalizeState('default', 'US')).toEqual({ state: '' });
    expect(normalizeState(null, 'CA')).toEqual({ state: '' });
  });

  it('must be a real state for a US address, by code or name', () => {
    expect(normalizeState('il', 'US')).toEqual({ state: 'IL' });
    expect(normalizeState('New York', 'United States')).toEqual({ state: 'NY' });
    expect(normalizeState('ZZ', 'US')).toEqual({ error: ADDRESS_MESSAGES.usState });
    expect(normalizeState('Ontario', 'USA')).toEqual({ error: ADDRESS_MESSAGES.usState });
  });

  it('takes any text for another country', () => {
    expect(normalizeState('Ontario', 'CA')).toEqual({ state: 'Ontario' });
    expect(normalizeState('Bayern', 'DE')).toEqual({ state: 'Bayern' });
  });
});
