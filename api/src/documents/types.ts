// The documents domain's GraphQL schema (quotes, quote requests and orders are one Quote type):
// one file per type, and the operations by what they do.
export { QuoteRef } from './quoteType.ts';
export { QuoteLineRef } from './lineType.ts';
export { CommunicationRef } from './communicationType.ts';
import './quoteQueries.ts';
import './quoteMutations.ts';
import './lineMutations.ts';
import './shippingAddresses.ts';
import './orderTypes.ts';
import './revisionType.ts';
import './sharingType.ts';
import './statusChangeType.ts';
