/**
 * @generated SignedSource<<890385bca0dd3d31e1da72ed7fb78ee5>>
 * @relayHash 386f9d9f98fb2480e91b031c6923c227
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05fa776639051893190e0ca93c6aec738b1670b75124f90684517eea28cc964c

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderPanelRefreshQuery$variables = {
  id: string;
};
export type PlaceOrderPanelRefreshQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly lineCount?: number;
    readonly lines?: ReadonlyArray<{
      readonly id: string;
      readonly price: string;
      readonly total: string;
    }>;
    readonly totalCost?: string;
  } | null | undefined;
};
export type PlaceOrderPanelRefreshQuery = {
  response: PlaceOrderPanelRefreshQuery$data;
  variables: PlaceOrderPanelRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCost",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lineCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "QuoteLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaceOrderPanelRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Quote",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaceOrderPanelRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Quote",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "05fa776639051893190e0ca93c6aec738b1670b75124f90684517eea28cc964c",
    "metadata": {},
    "name": "PlaceOrderPanelRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "959d853ea7a46e2b0c763ac73f25964e";

export default node;
