/**
 * @generated SignedSource<<45ec7c18260ab097d527f7ece5367897>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "73da9deb46a44112e424b85412593533",
    "id": null,
    "metadata": {},
    "name": "UsersPagePresenceSubscription",
    "operationKind": "subscription",
    "text": "subscription UsersPagePresenceSubscription {\n  userPresence {\n    id\n    isLoggedIn\n  }\n}\n"
  }
};
})();

(node as any).hash = "04fadb41972d6dbf0ec848d4a3e0d7f5";

export default node;
