// Every domain's REST shims register themselves on import.
import '../auth/rest.ts';
import '../live/rest.ts';
import '../errorReports/rest.ts';
import '../customers/rest.ts';
import '../platforms/rest.ts';
import '../statusTypes/rest.ts';
import '../products/rest.ts';
import '../themes/rest.ts';
import '../imports/rest.ts';
import '../files/rest.ts';
import '../groups/rest.ts';
import '../productLists/rest.ts';
import '../rmas/rest.ts';
import '../orderEvents/rest.ts';
import '../issueReports/rest.ts';
import '../documents/orderRest.ts';
import '../payments/rest.ts';
import '../documents/quoteRest.ts';
import '../documents/revisionRest.ts';
import '../documents/sharingRest.ts';
import '../configurator/rest.ts';
import '../users/rest.ts';
import '../roles/rest.ts';
import '../jobs/rest.ts';
import '../approvals/rest.ts';

export { runRestOperation, restOperationKeys, restOperationAt, restKeyOf, restPathOf } from './registry.ts';
export { serveRestRequest } from './http.ts';
