/**
 * @generated SignedSource<<4859d28a0a1e1745db470ca289d43d6c>>
 * @relayHash 65cb63088599e6562e2a9ba29835bbf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2bbbf4496e66e88733a1befa3c499a4c5edc3db8588693921e751d3f1523c9b6

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsMenuSubscription$variables = Record<PropertyKey, never>;
export type NotificationsMenuSubscription$data = {
  readonly notificationsChanged: {
    readonly id: string;
    readonly unreadNotificationCount: number | null | undefined;
  };
};
export type NotificationsMenuSubscription = {
  response: NotificationsMenuSubscription$data;
  variables: NotificationsMenuSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "notificationsChanged",
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
        "name": "unreadNotificationCount",
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
    "name": "NotificationsMenuSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsMenuSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2bbbf4496e66e88733a1befa3c499a4c5edc3db8588693921e751d3f1523c9b6",
    "metadata": {},
    "name": "NotificationsMenuSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e608cbfb889d9e741bae108eecb3e409";

export default node;
