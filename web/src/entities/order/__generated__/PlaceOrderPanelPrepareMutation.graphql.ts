/**
 * @generated SignedSource<<9f3f14f83639de2100e2a38a3638604b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderPanelPrepareMutation$variables = {
  amount?: number | null | undefined;
  quoteId: number;
};
export type PlaceOrderPanelPrepareMutation$data = {
  readonly prepareCardPayment: {
    readonly clientSecret: string;
    readonly paymentIntentId: string;
    readonly provider: string;
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
        "name": "provider",
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
    "cacheID": "d002311e1f131aaab98e09184b45c288",
    "id": null,
    "metadata": {},
    "name": "PlaceOrderPanelPrepareMutation",
    "operationKind": "mutation",
    "text": "mutation PlaceOrderPanelPrepareMutation(\n  $quoteId: Int!\n  $amount: Int\n) {\n  prepareCardPayment(quoteId: $quoteId, amount: $amount) {\n    paymentIntentId\n    clientSecret\n    publishableKey\n    provider\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "7be11448e25ef5e59cb7d65589f669cd";

export default node;
