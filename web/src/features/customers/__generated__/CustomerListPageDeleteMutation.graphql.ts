/**
 * @generated SignedSource<<d202524dabee59457f28be61b8b892c9>>
 * @relayHash 438ec95bf8a5e2f1ca42b3cc4b8a770c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cd56f52f6dea9df32774536a187a3249d82be94568348bd5aaeebf048114dbe

import { ConcreteRequest } from 'relay-runtime';
export type CustomerListPageDeleteMutation$variables = {
  id: number;
};
export type CustomerListPageDeleteMutation$data = {
  readonly deleteCustomer: string;
};
export type CustomerListPageDeleteMutation = {
  response: CustomerListPageDeleteMutation$data;
  variables: CustomerListPageDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteCustomer",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerListPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/)
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerListPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteCustomer"
      }
    ]
  },
  "params": {
    "id": "0cd56f52f6dea9df32774536a187a3249d82be94568348bd5aaeebf048114dbe",
    "metadata": {},
    "name": "CustomerListPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d19d5713294fe19a3269043dde1023e7";

export default node;
