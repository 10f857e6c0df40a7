// Every domain's REST shims register themselves on import.
import '../auth/rest.ts';
import '../errorReports/rest.ts';
import '../customers/rest.ts';
import '../users/rest.ts';
import '../roles/rest.ts';

export { runRestOperation, restOperationKeys } from './registry.ts';
