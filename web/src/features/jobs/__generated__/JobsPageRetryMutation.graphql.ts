/**
 * @generated SignedSource<<8b4c26838727f76700e05da8600d64c1>>
 * @relayHash 6ce313be0ce773413dd6504ba20baae0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58b86ec04c72f78248de708767987121f768183ff92755aa2a3d60c4b042d281

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
    "id": "58b86ec04c72f78248de708767987121f768183ff92755aa2a3d60c4b042d281",
    "metadata": {},
    "name": "JobsPageRetryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "23ad16ec6b10b9fbda086acb13abc460";

export default node;
