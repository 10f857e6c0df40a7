/** What the buyer is told when a sent quote link is no longer open, by the link's state. */
export const SHARED_LINK_CLOSED = {
  revoked: 'This link was revoked by the sender.',
  superseded: 'This quote has been revised since this link was sent.',
  expired: 'This quote has expired.',
  ordered: 'This quote has already been ordered.',
} as const;
