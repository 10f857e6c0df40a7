import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema/index.ts';
import { audienceOf } from './audiences.ts';

// An event's answer is shared by the subscribers of one audience only when every field the
// document selects reads the same for all of them; any other field makes it a per-subscriber answer.
const shared = (query: string) => audienceOf(schema, parse(query), undefined) !== null;

describe('which subscription answers an audience shares', () => {
  it("shares the orders list's status word and the timeline's events, with the order's status type", () => {
    expect(shared('subscription { orderStatusChanged { id rowId erpOrderNo orderStatus csiStatus orderStatusLabel } }')).toBe(true);
    expect(shared('subscription { orderTimeline(quoteId: 1) { id kind at actor text order { id statusType { id name } } } }')).toBe(true);
    expect(shared('subscription { orderEvents { id kind text customerName } }')).toBe(true);
  });

  it('answers each subscriber alone when the document reaches a field that depends on who asks', () => {
    expect(shared('subscription { orderStatusChanged { id viewerCanPlaceAccepted } }')).toBe(false);
    expect(shared('subscription { orderStatusChanged { id totalCost } }')).toBe(false);
    expect(shared('subscription { orderTimeline(quoteId: 1) { id order { id customerName lines { id } } } }')).toBe(false);
    expect(shared('subscription { orderStatusChanged { id statusType { id roleLevel } } }')).toBe(false);
  });

  it('answers each subscriber alone for a subscription that declares no audience', () => {
    expect(shared('subscription { notificationsChanged { id } }')).toBe(false);
  });
});
