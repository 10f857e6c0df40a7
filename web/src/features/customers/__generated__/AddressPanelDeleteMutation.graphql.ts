/**
 * @generated SignedSource<<3ba2dceb7be02003aca24f6f934b25d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddressPanelDeleteMutation$variables = {
  id: number;
};
export type AddressPanelDeleteMutation$data = {
  readonly deleteAddress: string;
};
export type AddressPanelDeleteMutation = {
  response: AddressPanelDeleteMutation$data;
  variables: AddressPanelDeleteMutation$variables;
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
  "name": "deleteAddress",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddressPanelDeleteMutation",
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
    "name": "AddressPanelDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteAddress"
      }
    ]
  },
  "params": {
    "cacheID": "0a86b659b3f03e476d6f90ffcbd7d53c",
    "id": null,
    "metadata": {},
    "name": "AddressPanelDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AddressPanelDeleteMutation(\n  $id: Int!\n) {\n  deleteAddress(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "abd84634bd9940b7baced6c58eee0eb9";

export default node;
