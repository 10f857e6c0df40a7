import { describe, expect, it } from 'vitest';
import { TEST_CARD_MESSAGES, testCardProblem, testPaymentMethod, testPaymentMethodIdForCard } from './testCards.ts';

describe("the test payment provider's cards", () => {
  it("turns Stripe's test card numbers into their payment method ids, spaces or dashes aside, and no other number", () => {
    expect(testPaymentMethodIdForCard('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethodIdForCard('4000-0000-0000-0002')).toBe('pm_card_chargeDeclined');
    expect(testPaymentMethodIdForCard('4000000000003220')).toBe('pm_card_threeDSecure2Required');
    expect(testPaymentMethodIdForCard('4111 1111 1111 1111')).toBeUndefined();
    expect(testPaymentMethod('pm_card_chargeDeclined')).toMatchObject({ outcome: 'declines', declineMessage: 'Your card was declined.', last4: '0002' });
  });

  it('names the first problem of the form: number, expiry in the future, CVC', () => {
    const now = new Date(2026, 10, 27);
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect(testCardProblem(card, now)).toBeNull();
    expect(testCardProblem({ ...card, number: '4242' }, now)).toEqual({ field: 'number', message: TEST_CARD_MESSAGES.number });
    expect(testCardProblem({ ...card, number: '4111 1111 1111 1111' }, now)).toEqual({ field: 'number', message: TEST_CARD_MESSAGES.unknownCard });
    expect(testCardProblem({ ...card, expiry: '10/26' }, now)).toEqual({ field: 'expiry', message: TEST_CARD_MESSAGES.expiry });
    expect(testCardProblem({ ...card, expiry: '11/26' }, now)).toBeNull();
    expect(testCardProblem({ ...card, expiry: '13/30' }, now)?.field).toBe('expiry');
    expect(testCardProblem({ ...card, cvc: '12' }, now)).toEqual({ field: 'cvc', message: TEST_CARD_MESSAGES.cvc });
  });
});
