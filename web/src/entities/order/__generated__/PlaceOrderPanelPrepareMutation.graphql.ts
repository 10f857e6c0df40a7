/**
 * @generated SignedSource<<719b598dc9ca89ae067d4497bf6d163c>>
 * @relayHash d002311e1f131aaab98e09184b45c288
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71bcfebb84f5f06a4ec3101fe0ccd54c26a10b7f502ddc3e7266a27df6184cb0

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
    "id": "71bcfebb84f5f06a4ec3101fe0ccd54c26a10b7f502ddc3e7266a27df6184cb0",
    "metadata": {},
    "name": "PlaceOrderPanelPrepareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7be11448e25ef5e59cb7d65589f669cd";

export default node;
