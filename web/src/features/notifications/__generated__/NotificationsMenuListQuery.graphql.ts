/**
 * @generated SignedSource<<612c48358f758b6e4498fb05df3955ba>>
 * @relayHash 2181aa38239cc9c8343cefab645ca0e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ee7df62ed2a94d1d5a3c0dbb96d558ef13a12a79261a50341b7caa174a5bac5

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsMenuListQuery$variables = Record<PropertyKey, never>;
export type NotificationsMenuListQuery$data = {
  readonly notifications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly id: string;
        readonly orderNumber: string;
        readonly quoteId: number;
        readonly readAt: string | null | undefined;
        readonly rowId: number;
        readonly text: string;
        readonly topic: string;
      };
    }>;
  };
};
export type NotificationsMenuListQuery = {
  response: NotificationsMenuListQuery$data;
  variables: NotificationsMenuListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": "QueryNotificationsConnection",
    "kind": "LinkedField",
    "name": "notifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryNotificationsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "rowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "topic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
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
                "name": "orderNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "notifications(first:20)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsMenuListQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsMenuListQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6ee7df62ed2a94d1d5a3c0dbb96d558ef13a12a79261a50341b7caa174a5bac5",
    "metadata": {},
    "name": "NotificationsMenuListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8e42867a9ea68481077d3f8597200c83";

export default node;
