/**
 * @generated SignedSource<<bde87fae332729dc16c97be564f332cd>>
 * @relayHash a6e2c55df05264bd3db61b34024c9858
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee7d8bda68858dd9145815ea5dee65726538fddc449ffbce706023563cfc55fe

import { ConcreteRequest } from 'relay-runtime';
export type TestCardPaymentFormPayMutation$variables = {
  amount: number;
  paymentMethodId: string;
  quoteId: number;
};
export type TestCardPaymentFormPayMutation$data = {
  readonly payForQuote: {
    readonly paymentIntentId: string;
    readonly status: string;
  };
};
export type TestCardPaymentFormPayMutation = {
  response: TestCardPaymentFormPayMutation$data;
  variables: TestCardPaymentFormPayMutation$variables;
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
    "name": "TestCardPaymentFormPayMutation",
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
    "name": "TestCardPaymentFormPayMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ee7d8bda68858dd9145815ea5dee65726538fddc449ffbce706023563cfc55fe",
    "metadata": {},
    "name": "TestCardPaymentFormPayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b8dd6e15704180c02b5cbc2be496370";

export default node;
