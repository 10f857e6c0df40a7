/**
 * @generated SignedSource<<e3a8b32ecfbc677fb593544364b0e43e>>
 * @relayHash 0a86b659b3f03e476d6f90ffcbd7d53c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b499ae643e9d15af35b4fa920f4309681a59771f50dbaf176dc7ce28df5fa82

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
    "id": "4b499ae643e9d15af35b4fa920f4309681a59771f50dbaf176dc7ce28df5fa82",
    "metadata": {},
    "name": "AddressPanelDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abd84634bd9940b7baced6c58eee0eb9";

export default node;
