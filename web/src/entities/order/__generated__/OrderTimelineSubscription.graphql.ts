/**
 * @generated SignedSource<<e39fc264a95c5bbc45886fb9ac3884ca>>
 * @relayHash 1cb7ef782efa62fea51ecbfbd27815e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c9c146112479c81b0bfb56c0031b408c6dfbecea78b65bbf24438da6768f457

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTimelineSubscription$variables = {
  connections: ReadonlyArray<string>;
  quoteId: number;
};
export type OrderTimelineSubscription$data = {
  readonly orderTimeline: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineEvent_event">;
  };
};
export type OrderTimelineSubscription = {
  response: OrderTimelineSubscription$data;
  variables: OrderTimelineSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quoteId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "quoteId",
    "variableName": "quoteId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderTimelineSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "orderTimeline",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderTimelineEvent_event"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderTimelineSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "orderTimeline",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actor",
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
            "name": "data",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "orderTimeline",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "OrderEventEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "7c9c146112479c81b0bfb56c0031b408c6dfbecea78b65bbf24438da6768f457",
    "metadata": {},
    "name": "OrderTimelineSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b5ba52e1b5cf763bad9a9828c89c1453";

export default node;
