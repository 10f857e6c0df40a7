/**
 * @generated SignedSource<<9e503d99a8f0b3f3ae8d83f02882fb7e>>
 * @relayHash 73da9deb46a44112e424b85412593533
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d38861dc6aa1426e6869d544963a6cc9a7655705b5dbbe537814ddbd4150b67

import { ConcreteRequest } from 'relay-runtime';
export type UsersPagePresenceSubscription$variables = Record<PropertyKey, never>;
export type UsersPagePresenceSubscription$data = {
  readonly userPresence: {
    readonly id: string;
    readonly isLoggedIn: boolean;
  };
};
export type UsersPagePresenceSubscription = {
  response: UsersPagePresenceSubscription$data;
  variables: UsersPagePresenceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "userPresence",
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
        "name": "isLoggedIn",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersPagePresenceSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UsersPagePresenceSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4d38861dc6aa1426e6869d544963a6cc9a7655705b5dbbe537814ddbd4150b67",
    "metadata": {},
    "name": "UsersPagePresenceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "04fadb41972d6dbf0ec848d4a3e0d7f5";

export default node;
