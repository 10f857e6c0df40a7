/**
 * @generated SignedSource<<bd7de0ff4ad58f2763ef22ef99843a67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CustomerTabDeleteAddressMutation$variables = {
  id: number;
};
export type CustomerTabDeleteAddressMutation$data = {
  readonly deleteAddress: string;
};
export type CustomerTabDeleteAddressMutation = {
  response: CustomerTabDeleteAddressMutation$data;
  variables: CustomerTabDeleteAddressMutation$variables;
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
    "name": "CustomerTabDeleteAddressMutation",
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
    "name": "CustomerTabDeleteAddressMutation",
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
    "cacheID": "2fd7e3d6e4ff5c405968e76250b61c9f",
    "id": null,
    "metadata": {},
    "name": "CustomerTabDeleteAddressMutation",
    "operationKind": "mutation",
    "text": "mutation CustomerTabDeleteAddressMutation(\n  $id: Int!\n) {\n  deleteAddress(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "7806a2d0c0360fead76169762f18af1d";

export default node;
