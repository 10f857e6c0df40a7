/**
 * @generated SignedSource<<d8ec95d91e97fd0203c1b9195ad971fb>>
 * @relayHash 56c1474f502c7e4399fd3f5a54b55b1c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de60c8bb81aae7b78313eeac48c12422ee163433f4587127ac61dd320a272d91

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderFeedPageSubscription$variables = {
  connections: ReadonlyArray<string>;
  customerId?: number | null | undefined;
  kind?: string | null | undefined;
  pid?: number | null | undefined;
};
export type OrderFeedPageSubscription$data = {
  readonly orderEvents: {
    readonly customerName: string;
    readonly erpOrderNo: string | null | undefined;
    readonly id: string;
    readonly quoteId: number;
    readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineEvent_event">;
  };
};
export type OrderFeedPageSubscription = {
  response: OrderFeedPageSubscription$data;
  variables: OrderFeedPageSubscription$variables;
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
  "name": "customerId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pid"
},
v4 = [
  {
    "kind": "Variable",
    "name": "customerId",
    "variableName": "customerId"
  },
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "pid",
    "variableName": "pid"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quoteId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "erpOrderNo",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderFeedPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "orderEvents",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderFeedPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "orderEvents",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
        "args": (v4/*:: as any*/),
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "orderEvents",
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
    "id": "de60c8bb81aae7b78313eeac48c12422ee163433f4587127ac61dd320a272d91",
    "metadata": {},
    "name": "OrderFeedPageSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d4465987e1938244a7665a6fd747c0ee";

export default node;
