/**
 * @generated SignedSource<<44f12a00e7769ed2981db08b7d1f156e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type JobsPageRetryMutation$variables = {
  all?: boolean | null | undefined;
  ids?: ReadonlyArray<string> | null | undefined;
};
export type JobsPageRetryMutation$data = {
  readonly retryJobs: number;
};
export type JobsPageRetryMutation = {
  response: JobsPageRetryMutation$data;
  variables: JobsPageRetryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "all",
        "variableName": "all"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "kind": "ScalarField",
    "name": "retryJobs",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "JobsPageRetryMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "JobsPageRetryMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6ce313be0ce773413dd6504ba20baae0",
    "id": null,
    "metadata": {},
    "name": "JobsPageRetryMutation",
    "operationKind": "mutation",
    "text": "mutation JobsPageRetryMutation(\n  $ids: [ID!]\n  $all: Boolean\n) {\n  retryJobs(ids: $ids, all: $all)\n}\n"
  }
};
})();

(node as any).hash = "23ad16ec6b10b9fbda086acb13abc460";

export default node;
