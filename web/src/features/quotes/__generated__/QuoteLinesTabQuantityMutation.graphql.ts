/**
 * @generated SignedSource<<170acab29f8fe705b9407e1a5c41fad8>>
 * @relayHash 9d8260c888a54789b4293867a9cc5704
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98ac5ac34bd4af66459a018b6ee41a3ede32afad77eea419c8d0425eaa821a1c

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
    "id": "98ac5ac34bd4af66459a018b6ee41a3ede32afad77eea419c8d0425eaa821a1c",
    "metadata": {},
    "name": "QuoteLinesTabQuantityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e7ca3d0945fff36da117a169cdd714b";

export default node;
