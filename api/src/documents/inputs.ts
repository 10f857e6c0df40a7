/** Keeps only the keys present in a GraphQL input (absent keys arrive as undefined). */
export const presentKeys = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/** A GraphQL input for the services: absent keys dropped, Decimal values as the strings the services parse. */
export const decimalsToStrings = (input: Record<string, unknown>) =>
  presentKeys(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v != null && typeof v === 'object' && 'toFixed' in v ? String(v) : v])));
