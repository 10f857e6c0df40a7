/** Payment amount in cents: the total times 100, exactly. */
export function totalInCents(total: string): number {
  const [whole = '0', fraction = ''] = total.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) * (whole.startsWith('-') ? -1 : 1);
}
