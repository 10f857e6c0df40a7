/**
 * @generated SignedSource<<e9ca4e61ef124666b8a69d452033d359>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RmaPageSubmitMutation$variables = {
  id: number;
};
export type RmaPageSubmitMutation$data = {
  readonly submitRma: {
    readonly id: string;
    readonly isSubmitted: boolean;
    readonly rmaCreated: boolean;
    readonly rmaNumber: string | null | undefined;
    readonly status: string | null | undefined;
  };
};
export type RmaPageSubmitMutation = {
  response: RmaPageSubmitMutation$data;
  variables: RmaPageSubmitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Rma",
    "kind": "LinkedField",
    "name": "submitRma",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rmaCreated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSubmitted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rmaNumber",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RmaPageSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmaPageSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "885a6cf9f58aca9e01bbbafa5ac2b700",
    "id": null,
    "metadata": {},
    "name": "RmaPageSubmitMutation",
    "operationKind": "mutation",
    "text": "mutation RmaPageSubmitMutation(\n  $id: Int!\n) {\n  submitRma(id: $id) {\n    id\n    status\n    rmaCreated\n    isSubmitted\n    rmaNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "0eba02470a3c53347a62cf003b05ed25";

export default node;
