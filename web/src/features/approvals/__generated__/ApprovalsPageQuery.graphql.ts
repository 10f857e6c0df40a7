/**
 * @generated SignedSource<<74dddedbfb8f1e8a63f87f98e0e950c4>>
 * @relayHash 5d269c2a40cd802685ba80a2fb6c7ab8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c4a11d2ca75507686de0aca5e686fbc7889108721bc90aebcd2ce29d304d6b7

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalsPageQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  status?: string | null | undefined;
};
export type ApprovalsPageQuery$data = {
  readonly approvals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly canDecide: boolean;
        readonly comment: string;
        readonly createdAt: string;
        readonly decidedAt: string | null | undefined;
        readonly decidedByName: string;
        readonly decisionComment: string;
        readonly id: string;
        readonly lines: ReadonlyArray<{
          readonly cost: string | null | undefined;
          readonly discountPercent: number | null | undefined;
          readonly lineNumber: number;
          readonly listPrice: string | null | undefined;
          readonly marginPercent: number | null | undefined;
          readonly partNumber: string;
          readonly price: string;
          readonly quantity: number;
          readonly reasons: ReadonlyArray<string>;
        }>;
        readonly quoteId: number;
        readonly requestedByName: string;
        readonly rowId: number;
        readonly status: string;
        readonly statusLabel: string;
        readonly totalCost: string;
      };
    }>;
    readonly pageCursors: {
      readonly around: ReadonlyArray<{
        readonly cursor: string | null | undefined;
        readonly isCurrent: boolean;
        readonly page: number;
      }>;
      readonly first: {
        readonly cursor: string | null | undefined;
        readonly isCurrent: boolean;
        readonly page: number;
      } | null | undefined;
      readonly last: {
        readonly cursor: string | null | undefined;
        readonly isCurrent: boolean;
        readonly page: number;
      } | null | undefined;
      readonly next: {
        readonly cursor: string | null | undefined;
        readonly isCurrent: boolean;
        readonly page: number;
      } | null | undefined;
      readonly previous: {
        readonly cursor: string | null | undefined;
        readonly isCurrent: boolean;
        readonly page: number;
      } | null | undefined;
    };
    readonly totalCount: number;
  };
};
export type ApprovalsPageQuery = {
  response: ApprovalsPageQuery$data;
  variables: ApprovalsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cursor",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "page",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isCurrent",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "QuoteApprovalConnection",
    "kind": "LinkedField",
    "name": "approvals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PageCursors",
        "kind": "LinkedField",
        "name": "pageCursors",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "around",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "first",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "last",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "previous",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "next",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuoteApprovalEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteApproval",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quoteId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
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
                "name": "requestedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "decidedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "decisionComment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "decidedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canDecide",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "partNumber",
                    "storageKey": null
                  },
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
                    "name": "price",
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
                    "name": "cost",
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
                    "kind": "ScalarField",
                    "name": "reasons",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApprovalsPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ApprovalsPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0c4a11d2ca75507686de0aca5e686fbc7889108721bc90aebcd2ce29d304d6b7",
    "metadata": {},
    "name": "ApprovalsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ebf33b4a82f379f8fc62451f11543f6c";

export default node;
