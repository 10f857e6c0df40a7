/**
 * @generated SignedSource<<304198aeb5bce29acd5dba4b036d16be>>
 * @relayHash 0372561241bb3c26e7a379e408aad78b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5600ecf78bbc8926b394ce787b2b43ed15349f0a4def1d6547423d6ac62bbfa

import { ConcreteRequest } from 'relay-runtime';
export type CardCheckoutStatus = "failed" | "open" | "paid" | "processing" | "refused" | "%future added value";
export type ThankYouPageCardQuery$variables = {
  quoteId: number;
};
export type ThankYouPageCardQuery$data = {
  readonly cardCheckout: {
    readonly message: string | null | undefined;
    readonly orderNumber: string | null | undefined;
    readonly quoteId: number;
    readonly status: CardCheckoutStatus;
  };
};
export type ThankYouPageCardQuery = {
  response: ThankYouPageCardQuery$data;
  variables: ThankYouPageCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quoteId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "quoteId",
        "variableName": "quoteId"
      }
    ],
    "concreteType": "CardCheckoutState",
    "kind": "LinkedField",
    "name": "cardCheckout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quoteId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "ThankYouPageCardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThankYouPageCardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a5600ecf78bbc8926b394ce787b2b43ed15349f0a4def1d6547423d6ac62bbfa",
    "metadata": {},
    "name": "ThankYouPageCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dfedd032c93bca1d022e51e534455043";

export default node;
