// A sent quote link (/SharedQuote/{token}): what its visitor is told. The API refuses with these
// sentences and the public page shows the same ones, so the buyer reads one wording whichever
// answered first.

/** What the buyer is told when a sent quote link is no longer open, by the link's state. */
export const SHARED_LINK_CLOSED = {
  invalid: 'This link is not valid. Ask the sender for a new one.',
  revoked: 'This link was revoked by the sender.',
  superseded: 'This quote has been revised since this link was sent; the sender will send you the new revision.',
  expired: 'This quote has expired.',
  ordered: 'This quote has already been ordered.',
} as const;

export type SharedLinkState = 'open' | keyof typeof SHARED_LINK_CLOSED;

/** The expired link's sentence with its date (MM/DD/YYYY), when the date is known. */
export const sharedLinkExpired = (expiredOn: string) => `This quote expired on ${expiredOn}.`;

/** The closed page's sentence for a link's state; `expiredOn` names the day an expired quote ended. */
export function sharedLinkClosedMessage(state: string, expiredOn?: string | null): string {
  if (state === 'expired' && expiredOn) return sharedLinkExpired(expiredOn);
  return (SHARED_LINK_CLOSED as Record<string, string>)[state] ?? SHARED_LINK_CLOSED.invalid;
}

/** The buyer's answers through the link: accept (full name and terms) or ask for changes. */
export const SHARED_QUOTE_MESSAGES = {
  noRecipient: "Add an email address: the quote's contact has none.",
  notQuote: 'Only a quote can be sent to a customer.',
  accepted: 'This revision of the quote has already been accepted.',
  fullName: 'Type your full name to accept the quote.',
  fullNameTooLong: 'Full name must be at most 100 characters.',
  terms: 'Tick the box to accept the terms and conditions.',
  comment: 'Describe the changes you would like.',
  commentTooLong: 'The comment must be at most 2000 characters.',
} as const;

export const SHARED_FULL_NAME_MIN = 2;
export const SHARED_FULL_NAME_MAX = 100;
export const SHARED_COMMENT_MAX = 2000;

/** The accept form's first problem, by field, or null when it may be sent. */
export function checkSharedAccept(fullName: string, acceptTerms: boolean): { field: 'fullName' | 'acceptTerms'; message: string } | null {
  const name = fullName.trim();
  if (name.length < SHARED_FULL_NAME_MIN) return { field: 'fullName', message: SHARED_QUOTE_MESSAGES.fullName };
  if (name.length > SHARED_FULL_NAME_MAX) return { field: 'fullName', message: SHARED_QUOTE_MESSAGES.fullNameTooLong };
  if (acceptTerms !== true) return { field: 'acceptTerms', message: SHARED_QUOTE_MESSAGES.terms };
  return null;
}

/** The change request's problem, or null when it may be sent. */
export function checkSharedComment(comment: string): string | null {
  const text = comment.trim();
  if (text.length === 0) return SHARED_QUOTE_MESSAGES.comment;
  if (text.length > SHARED_COMMENT_MAX) return SHARED_QUOTE_MESSAGES.commentTooLong;
  return null;
}
