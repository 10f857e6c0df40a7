/**
 * @generated SignedSource<<8ec3919e6da0ad2b1291b027b3e0b4cb>>
 * @relayHash ae81003150156369da81ad967a18cded
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e51be208328e083a90805b984ac525c0eed53c6f90c87566e85d2f026e8c1cb1

import { ConcreteRequest } from 'relay-runtime';
export type RmaPageQuery$variables = {
  id: string;
};
export type RmaPageQuery$data = {
  readonly node: {
    readonly comments?: ReadonlyArray<{
      readonly author: string;
      readonly createdAt: string;
      readonly id: string;
      readonly photoUrl: string | null | undefined;
      readonly status: string | null | undefined;
      readonly text: string;
    }>;
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
    readonly nextStatuses?: ReadonlyArray<string>;
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
  "name": "nextStatuses",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "RmaComment",
  "kind": "LinkedField",
  "name": "comments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    (v7/*:: as any*/),
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
      "name": "photoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productNumber",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderedQuantity",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modelNo",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "RmaDetail",
  "kind": "LinkedField",
  "name": "details",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    (v14/*:: as any*/),
    (v15/*:: as any*/),
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
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "RmaProductOption",
  "kind": "LinkedField",
  "name": "productOptions",
  "plural": true,
  "selections": [
    (v13/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v14/*:: as any*/),
    (v15/*:: as any*/)
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
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
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
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
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
    "id": "e51be208328e083a90805b984ac525c0eed53c6f90c87566e85d2f026e8c1cb1",
    "metadata": {},
    "name": "RmaPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "14b47c601c69cbc887e256aef5fa99d4";

export default node;
