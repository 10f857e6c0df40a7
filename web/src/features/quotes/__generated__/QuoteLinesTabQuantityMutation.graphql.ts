/**
 * @generated SignedSource<<8f04c6d15460734e1ea181f8a02105ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type QuoteLinesTabQuantityMutation$variables = {
  id: number;
  quantity: number;
};
export type QuoteLinesTabQuantityMutation$data = {
  readonly updateQuoteLine: {
    readonly id: string;
    readonly quantity: number;
    readonly quote: {
      readonly id: string;
      readonly lineCount: number;
      readonly totalCost: string;
    };
    readonly total: string;
  };
};
export type QuoteLinesTabQuantityMutation$rawResponse = {
  readonly updateQuoteLine: {
    readonly id: string;
    readonly quantity: number;
    readonly quote: {
      readonly id: string;
      readonly lineCount: number;
      readonly totalCost: string;
    };
    readonly total: string;
  };
};
export type QuoteLinesTabQuantityMutation = {
  rawResponse: QuoteLinesTabQuantityMutation$rawResponse;
  response: QuoteLinesTabQuantityMutation$data;
  variables: QuoteLinesTabQuantityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quantity"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "quantity",
            "variableName": "quantity"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "QuoteLine",
    "kind": "LinkedField",
    "name": "updateQuoteLine",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Quote",
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCost",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lineCount",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteLinesTabQuantityMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteLinesTabQuantityMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9d8260c888a54789b4293867a9cc5704",
    "id": null,
    "metadata": {},
    "name": "QuoteLinesTabQuantityMutation",
    "operationKind": "mutation",
    "text": "mutation QuoteLinesTabQuantityMutation(\n  $id: Int!\n  $quantity: Int!\n) {\n  updateQuoteLine(id: $id, input: {quantity: $quantity}) {\n    id\n    quantity\n    total\n    quote {\n      id\n      totalCost\n      lineCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e7ca3d0945fff36da117a169cdd714b";

export default node;
