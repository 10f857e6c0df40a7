/**
 * @generated SignedSource<<df2166e978a78f0534dc96e1b13efc0f>>
 * @relayHash 348e7aa6616c88979d8175f5b26790de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73b5c310cce01e8c43e63bc3fd6de6fe968deff1ef5f50c0fb088d293c51ba5e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTimelineStatusTypeMutation$variables = {
  connections: ReadonlyArray<string>;
  quoteId: number;
  statusTypeId: number;
};
export type OrderTimelineStatusTypeMutation$data = {
  readonly setOrderStatusType: {
    readonly id: string;
    readonly order: {
      readonly id: string;
      readonly statusType: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineEvent_event">;
  };
};
export type OrderTimelineStatusTypeMutation = {
  response: OrderTimelineStatusTypeMutation$data;
  variables: OrderTimelineStatusTypeMutation$variables;
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
  "name": "statusTypeId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "quoteId",
    "variableName": "quoteId"
  },
  {
    "kind": "Variable",
    "name": "statusTypeId",
    "variableName": "statusTypeId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Quote",
  "kind": "LinkedField",
  "name": "order",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusType",
      "kind": "LinkedField",
      "name": "statusType",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
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
    "name": "OrderTimelineStatusTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "setOrderStatusType",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrderTimelineEvent_event"
          },
          (v5/*:: as any*/)
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
    "name": "OrderTimelineStatusTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OrderEvent",
        "kind": "LinkedField",
        "name": "setOrderStatusType",
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
          },
          (v5/*:: as any*/)
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
        "name": "setOrderStatusType",
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
    "id": "73b5c310cce01e8c43e63bc3fd6de6fe968deff1ef5f50c0fb088d293c51ba5e",
    "metadata": {},
    "name": "OrderTimelineStatusTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b37858bff9ac564451e1c3e13a2f6f1";

export default node;
