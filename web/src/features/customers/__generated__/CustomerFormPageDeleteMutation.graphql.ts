/**
 * @generated SignedSource<<53b3160c2a88f41bff33687037bf2ac3>>
 * @relayHash 7cf491a7805142537aa9a8b3db4a12a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f1968e5d37f2e5ecc3678e61826a27aa9394795e0e2e62c149e3bc1dd70dfb7

import { ConcreteRequest } from 'relay-runtime';
export type CustomerFormPageDeleteMutation$variables = {
  id: number;
};
export type CustomerFormPageDeleteMutation$data = {
  readonly deleteCustomer: string;
};
export type CustomerFormPageDeleteMutation = {
  response: CustomerFormPageDeleteMutation$data;
  variables: CustomerFormPageDeleteMutation$variables;
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
    "name": "CustomerFormPageDeleteMutation",
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
    "name": "CustomerFormPageDeleteMutation",
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
    "id": "9f1968e5d37f2e5ecc3678e61826a27aa9394795e0e2e62c149e3bc1dd70dfb7",
    "metadata": {},
    "name": "CustomerFormPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03bc7047e02c3fef511242b45b61ae7c";

export default node;
