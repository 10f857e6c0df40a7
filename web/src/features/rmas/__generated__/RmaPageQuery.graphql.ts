/**
 * @generated SignedSource<<cac7992247ef51aab18afc882d222db3>>
 * @relayHash 644bcde077af256334d2f9b07f8a7826
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cab3b326044c1b2b5eed1df6934e0185c974393575225fdc4d6d3f4beeea7ddf

import { ConcreteRequest } from 'relay-runtime';
export type RmaPageQuery$variables = {
  id: string;
};
export type RmaPageQuery$data = {
  readonly node: {
    readonly details?: ReadonlyArray<{
      readonly id: string;
      readonly isComplete: boolean;
      readonly modelNo: string;
      readonly orderedQuantity: number;
      readonly productNumber: string;
      readonly quantity: number | null | undefined;
      readonly reason: string;
      readonly rowId: number;
      readonly timeInService: string | null | undefined;
    }>;
    readonly erpOrderNum?: string | null | undefined;
    readonly id?: string;
    readonly isSubmitted?: boolean;
    readonly productOptions?: ReadonlyArray<{
      readonly modelNo: string | null | undefined;
      readonly name: string;
      readonly orderedQuantity: number;
      readonly productNumber: string;
    }>;
    readonly quoteId?: number | null | undefined;
    readonly requestDate?: string;
    readonly rmaCreated?: boolean;
    readonly rmaNumber?: string | null | undefined;
    readonly rowId?: number;
    readonly status?: string | null | undefined;
  } | null | undefined;
};
export type RmaPageQuery = {
  response: RmaPageQuery$data;
  variables: RmaPageQuery$variables;
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
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quoteId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "erpOrderNum",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requestDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rmaCreated",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSubmitted",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rmaNumber",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productNumber",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderedQuantity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modelNo",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "RmaDetail",
  "kind": "LinkedField",
  "name": "details",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeInService",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isComplete",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "RmaProductOption",
  "kind": "LinkedField",
  "name": "productOptions",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v12/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RmaPageQuery",
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "type": "Rma",
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
    "name": "RmaPageQuery",
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "type": "Rma",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cab3b326044c1b2b5eed1df6934e0185c974393575225fdc4d6d3f4beeea7ddf",
    "metadata": {},
    "name": "RmaPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93a527610dcc7be5b2385a38bb3146e0";

export default node;
