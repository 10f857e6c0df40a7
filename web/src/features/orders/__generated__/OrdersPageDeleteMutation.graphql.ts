/**
 * @generated SignedSource<<3018ff25c83b031a7b0d0ec80241388b>>
 * @relayHash 33cbcc2d21703a6f1943522ce87a3043
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7e05c79affcf505423d3f1a98faf94f4f8fac54c83ec34b84c8ba1766103b22

import { ConcreteRequest } from 'relay-runtime';
export type OrdersPageDeleteMutation$variables = {
  id: number;
};
export type OrdersPageDeleteMutation$data = {
  readonly deleteOrder: string;
};
export type OrdersPageDeleteMutation = {
  response: OrdersPageDeleteMutation$data;
  variables: OrdersPageDeleteMutation$variables;
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
  "name": "deleteOrder",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersPageDeleteMutation",
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
    "name": "OrdersPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteOrder"
      }
    ]
  },
  "params": {
    "id": "a7e05c79affcf505423d3f1a98faf94f4f8fac54c83ec34b84c8ba1766103b22",
    "metadata": {},
    "name": "OrdersPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5e823d4fe0a49c00d97d06c13e40aa29";

export default node;
