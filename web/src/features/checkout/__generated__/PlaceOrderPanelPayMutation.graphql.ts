/**
 * @generated SignedSource<<0f2076db63a49bf74054920bfb486e55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderPanelPayMutation$variables = {
  amount: number;
  paymentMethodId: string;
  quoteId: number;
};
export type PlaceOrderPanelPayMutation$data = {
  readonly payForQuote: {
    readonly paymentIntentId: string;
    readonly status: string;
  };
};
export type PlaceOrderPanelPayMutation = {
  response: PlaceOrderPanelPayMutation$data;
  variables: PlaceOrderPanelPayMutation$variables;
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
  "name": "paymentMethodId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quoteId"
},
v3 = [
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
        "name": "paymentMethodId",
        "variableName": "paymentMethodId"
      },
      {
        "kind": "Variable",
        "name": "quoteId",
        "variableName": "quoteId"
      }
    ],
    "concreteType": "PaymentResult",
    "kind": "LinkedField",
    "name": "payForQuote",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaceOrderPanelPayMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlaceOrderPanelPayMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d8cc62c3e62ffe1acf333155619e586b",
    "id": null,
    "metadata": {},
    "name": "PlaceOrderPanelPayMutation",
    "operationKind": "mutation",
    "text": "mutation PlaceOrderPanelPayMutation(\n  $quoteId: Int!\n  $amount: Int!\n  $paymentMethodId: String!\n) {\n  payForQuote(quoteId: $quoteId, amount: $amount, paymentMethodId: $paymentMethodId) {\n    paymentIntentId\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "61fa03a3240b5d8050542212e77cc31d";

export default node;
