/**
 * @generated SignedSource<<e81fd08417cfeb619be503565fdf1f45>>
 * @relayHash 4708df34ac9b0b09c7d2f1ec60b4a54f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a64ecff1592bc9f77c2ee5ff2d39457a135b581c95d528cf8fa815e70ecc0ae

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTimelineCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  quoteId: number;
  text: string;
};
export type OrderTimelineCommentMutation$data = {
  readonly addOrderComment: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineEvent_event">;
  };
};
export type OrderTimelineCommentMutation = {
  response: OrderTimelineCommentMutation$data;
  variables: OrderTimelineCommentMutation$variables;
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
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v3 = [
  {
    "kind": "Variable",
    "name": "quoteId",
    "variableName": "quoteId"
  },
  {
    "kind": "Variable",
    "name": "text",
    "variableName": "text"
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
    "name": "OrderTimelineCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "addOrderComment",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderTimelineCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "addOrderComment",
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
        "name": "addOrderComment",
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
    "id": "0a64ecff1592bc9f77c2ee5ff2d39457a135b581c95d528cf8fa815e70ecc0ae",
    "metadata": {},
    "name": "OrderTimelineCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d96825f264f8313b1d57dd66ec53fe4c";

export default node;
