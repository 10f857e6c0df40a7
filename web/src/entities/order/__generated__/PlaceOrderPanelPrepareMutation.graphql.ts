/**
 * @generated SignedSource<<b017105d9caa60cde37a5368e10a6fc2>>
 * @relayHash 8a2af16f0db359640f152142944487be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd2458a7ded515d79aa4ff77291a427b7f6ef6fe3a5e9e17b58e421a7a9871bf

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderPanelPrepareMutation$variables = {
  amount?: number | null | undefined;
  quoteId: number;
};
export type PlaceOrderPanelPrepareMutation$data = {
  readonly prepareCardPayment: {
    readonly clientSecret: string;
    readonly paymentIntentId: string;
    readonly publishableKey: string;
    readonly status: string;
  };
};
export type PlaceOrderPanelPrepareMutation = {
  response: PlaceOrderPanelPrepareMutation$data;
  variables: PlaceOrderPanelPrepareMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "amount"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quoteId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "amount",
        "variableName": "amount"
      },
      {
        "kind": "Variable",
        "name": "quoteId",
        "variableName": "quoteId"
      }
    ],
    "concreteType": "CardPayment",
    "kind": "LinkedField",
    "name": "prepareCardPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentIntentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSecret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishableKey",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
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
    "name": "PlaceOrderPanelPrepareMutation",
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
    "name": "PlaceOrderPanelPrepareMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cd2458a7ded515d79aa4ff77291a427b7f6ef6fe3a5e9e17b58e421a7a9871bf",
    "metadata": {},
    "name": "PlaceOrderPanelPrepareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d61c184dfe6b5fed3e84c89d469fc3cb";

export default node;
