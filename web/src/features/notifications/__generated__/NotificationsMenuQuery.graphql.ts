/**
 * @generated SignedSource<<f7f8ea7d3a5d564da47e0f5aac1a47b6>>
 * @relayHash 926a5e038ca47f7120bdabb817f60428
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62bd4ed3b1d769b67efb0de41a66cddbb8032d52feeda0f4948397345341251a

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsMenuQuery$variables = Record<PropertyKey, never>;
export type NotificationsMenuQuery$data = {
  readonly me: {
    readonly id: string;
    readonly unreadNotificationCount: number | null | undefined;
  } | null | undefined;
};
export type NotificationsMenuQuery = {
  response: NotificationsMenuQuery$data;
  variables: NotificationsMenuQuery$variables;
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
    "name": "NotificationsMenuQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsMenuQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "62bd4ed3b1d769b67efb0de41a66cddbb8032d52feeda0f4948397345341251a",
    "metadata": {},
    "name": "NotificationsMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e676a299df8f7c7e58b0d834ae672594";

export default node;
