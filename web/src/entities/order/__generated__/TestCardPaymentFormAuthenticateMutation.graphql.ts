/**
 * @generated SignedSource<<02bb67ff50df75f87973fa7102d1d363>>
 * @relayHash d8d1b7fecf2fa80f7e1d34757fd753bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1967c9c741ce000901931ab7b7df502b7950dc5cbed77f167306a8f7c06d9dc

import { ConcreteRequest } from 'relay-runtime';
export type TestCardPaymentFormAuthenticateMutation$variables = {
  approve: boolean;
  quoteId: number;
};
export type TestCardPaymentFormAuthenticateMutation$data = {
  readonly authenticateTestCardPayment: {
    readonly paymentIntentId: string;
    readonly status: string;
  };
};
export type TestCardPaymentFormAuthenticateMutation = {
  response: TestCardPaymentFormAuthenticateMutation$data;
  variables: TestCardPaymentFormAuthenticateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "approve"
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
        "name": "approve",
        "variableName": "approve"
      },
      {
        "kind": "Variable",
        "name": "quoteId",
        "variableName": "quoteId"
      }
    ],
    "concreteType": "PaymentResult",
    "kind": "LinkedField",
    "name": "authenticateTestCardPayment",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestCardPaymentFormAuthenticateMutation",
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
    "name": "TestCardPaymentFormAuthenticateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e1967c9c741ce000901931ab7b7df502b7950dc5cbed77f167306a8f7c06d9dc",
    "metadata": {},
    "name": "TestCardPaymentFormAuthenticateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e9f6b9cf4e7a2ff69d046c265efa3a41";

export default node;
