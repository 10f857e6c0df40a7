/**
 * @generated SignedSource<<528374f849c3f09b9f0c7de5ea46a67b>>
 * @relayHash 2692d607b1e09c4e1439185ebc7fbd6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d58687ab91e6d526ad358defece55b2662cb9786fdb056b26175cda42a263ddd

import { ConcreteRequest } from 'relay-runtime';
export type CreateRmaButtonMutation$variables = {
  orderId: number;
};
export type CreateRmaButtonMutation$data = {
  readonly createRmaFromOrder: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type CreateRmaButtonMutation = {
  response: CreateRmaButtonMutation$data;
  variables: CreateRmaButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
    "concreteType": "Rma",
    "kind": "LinkedField",
    "name": "createRmaFromOrder",
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
        "name": "rowId",
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
    "name": "CreateRmaButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateRmaButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d58687ab91e6d526ad358defece55b2662cb9786fdb056b26175cda42a263ddd",
    "metadata": {},
    "name": "CreateRmaButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0b85f356cf5015978d87aa55e7c6ab14";

export default node;
