/**
 * @generated SignedSource<<b0b2f3d58d29077d5857f9bca0b72e9e>>
 * @relayHash ac0cfa0b132e8de8e5b860f149b4ca7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6be9f57d58fa92e980ce599ad2608cf05deecc7f46c13fb3fa8144657b1dde5f

import { ConcreteRequest } from 'relay-runtime';
export type LinePriceMutation$variables = {
  id: number;
  price: string;
};
export type LinePriceMutation$data = {
  readonly updateQuoteLine: {
    readonly discountPercent: number | null | undefined;
    readonly id: string;
    readonly listPrice: string | null | undefined;
    readonly marginPercent: number | null | undefined;
    readonly price: string;
    readonly quote: {
      readonly approval: {
        readonly latest: {
          readonly id: string;
          readonly status: string;
        } | null | undefined;
        readonly lines: ReadonlyArray<{
          readonly lineNumber: number;
        }>;
        readonly message: string | null | undefined;
        readonly state: string;
      };
      readonly id: string;
      readonly totalCost: string;
    };
    readonly total: string;
  };
};
export type LinePriceMutation = {
  response: LinePriceMutation$data;
  variables: LinePriceMutation$variables;
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
    "name": "price"
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
            "name": "price",
            "variableName": "price"
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
        "name": "price",
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
        "kind": "ScalarField",
        "name": "listPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "discountPercent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "marginPercent",
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
            "concreteType": "QuoteApprovalState",
            "kind": "LinkedField",
            "name": "approval",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApprovalLine",
                "kind": "LinkedField",
                "name": "lines",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineNumber",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteApproval",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "name": "LinePriceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LinePriceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6be9f57d58fa92e980ce599ad2608cf05deecc7f46c13fb3fa8144657b1dde5f",
    "metadata": {},
    "name": "LinePriceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e2b47a82c17699fbcc18de740a0d67b";

export default node;
