// The quotes domain's GraphQL schema: one file per type, and the operations by what they do.
export { QuoteRef } from './quoteType.ts';
export { QuoteLineRef } from './lineType.ts';
export { CommunicationRef } from './communicationType.ts';
import './quoteQueries.ts';
import '../catalog/types.ts';
import './quoteMutations.ts';
import './lineMutations.ts';
import './shippingAddresses.ts';
