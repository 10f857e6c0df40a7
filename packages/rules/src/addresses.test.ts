import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, CA_PROVINCES, US_STATES, normalizeState } from './addresses.ts';

describe('the State of an address', () => {
  it('lists the 50 states and DC, and the 13 provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((s) => s.code)).toContain('DC');
    expect(CA_PROVINCES).toHaveLength(13);
    expect(CA_PROVINCES.map((s) => s.code)).toContain('ON');
  });

  it('is required for the United States and Canada: none, blank or "default" is refused', () => {
    expect(normalizeState('', 'US')).toEqual({ error: 'State is required.' });
    expect(normalizeState('default', 'United States')).toEqual({ error: ADDRESS_MESSAGES.stateRequired });
    expect(normalizeState(null, 'CA')).toEqual({ error: ADDRESS_MESSAGES.stateRequired });
    expect(normalizeState(' ', 'Canada')).toEqual({ error: ADDRESS_MESSAGES.stateRequired });
  });

  it('is optional for other countries, "default" meaning none', () => {
    expect(normalizeState('default', 'GB')).toEqual({ state: '' });
    expect(normalizeState(null, 'DE')).toEqual({ state: '' });
  });

  it('must be a real state for a US address, by code or name', () => {
    expect(normalizeState('il', 'US')).toEqual({ state: 'IL' });
    expect(normalizeState('New York', 'United States')).toEqual({ state: 'NY' });
    expect(normalizeState('ZZ', 'US')).toEqual({ error: ADDRESS_MESSAGES.usState });
    expect(normalizeState('Ontario', 'USA')).toEqual({ error: ADDRESS_MESSAGES.usState });
  });

  it('must be a province or territory for a Canadian address, by code or name', () => {
    expect(normalizeState('ON', 'CA')).toEqual({ state: 'ON' });
    expect(normalizeState('quebec', 'Canada')).toEqual({ state: 'QC' });
    expect(normalizeState('IL', 'CAN')).toEqual({ error: ADDRESS_MESSAGES.caProvince });
  });

  it('takes any text for another country', () => {
    expect(normalizeState('Bayern', 'DE')).toEqual({ state: 'Bayern' });
  });
});
