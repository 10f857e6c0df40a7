/**
 * @generated SignedSource<<e967c4dc7fdca83ec333c6fa2c9cf40d>>
 * @relayHash 2c67c14b8f39b933ab8f4e252f0a39f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5140164153e11b8d0e546933c3091953c13a164a2a4ac0633d108e761302637

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrackingLineInput = {
  lineNumber: number;
  trackingNumber: string;
  trackingUrl?: string | null | undefined;
};
export type OrderTimelineShipmentMutation$variables = {
  connections: ReadonlyArray<string>;
  lines: ReadonlyArray<TrackingLineInput>;
  quoteId: number;
};
export type OrderTimelineShipmentMutation$data = {
  readonly addOrderShipment: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineEvent_event">;
  };
};
export type OrderTimelineShipmentMutation = {
  response: OrderTimelineShipmentMutation$data;
  variables: OrderTimelineShipmentMutation$variables;
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
  "name": "lines"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quoteId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "lines",
    "variableName": "lines"
  },
  {
    "kind": "Variable",
    "name": "quoteId",
    "variableName": "quoteId"
  }
],
v4 = {
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderTimelineShipmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "addOrderShipment",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderTimelineEvent_event"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderTimelineShipmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "addOrderShipment",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
        "args": (v3/*:: as any*/),
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "addOrderShipment",
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
    "id": "e5140164153e11b8d0e546933c3091953c13a164a2a4ac0633d108e761302637",
    "metadata": {},
    "name": "OrderTimelineShipmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25149b3e84045135220ac92e1831b528";

export default node;
