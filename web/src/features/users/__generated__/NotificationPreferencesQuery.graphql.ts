/**
 * @generated SignedSource<<abd15f13a4777af10e4b64bbff12a32b>>
 * @relayHash c46dfe9869166399f785e8b8995a54c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63b0c78118e4cc6ecf61e9c51f209f933c7f957b93042e852b939dfb48e7887b

import { ConcreteRequest } from 'relay-runtime';
export type NotificationPreferencesQuery$variables = Record<PropertyKey, never>;
export type NotificationPreferencesQuery$data = {
  readonly me: {
    readonly id: string;
    readonly notificationPreferences: {
      readonly delivered: boolean;
      readonly placed: boolean;
      readonly returns: boolean;
      readonly shipped: boolean;
      readonly status: boolean;
    };
  } | null | undefined;
};
export type NotificationPreferencesQuery = {
  response: NotificationPreferencesQuery$data;
  variables: NotificationPreferencesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "me",
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
        "concreteType": "NotificationPreferences",
        "kind": "LinkedField",
        "name": "notificationPreferences",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shipped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "delivered",
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
            "name": "returns",
            "storageKey": null
          }
        ],
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
    "name": "NotificationPreferencesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationPreferencesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "63b0c78118e4cc6ecf61e9c51f209f933c7f957b93042e852b939dfb48e7887b",
    "metadata": {},
    "name": "NotificationPreferencesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1e9c0da0572c0bcc5231f7f5b89afc5a";

export default node;
