/**
 * @generated SignedSource<<63754ddc8e0633e8605e05aac76ad620>>
 * @relayHash ebfb05ee16fe665e7b5f8f6863559d5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba5d0b09cab571cef017b8010eb24bd9ddfcca06ca25773b6a407eb97fbaedb2

import { ConcreteRequest } from 'relay-runtime';
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type RmaOrderField = "createdAt" | "erpOrderNum" | "id" | "modelNo" | "rmaNumber" | "status" | "%future added value";
export type RmaOrder = {
  direction: OrderDirection;
  field: RmaOrderField;
};
export type RmasPageQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  orderBy?: RmaOrder | null | undefined;
  pid?: number | null | undefined;
  search?: string | null | undefined;
  status?: string | null | undefined;
};
export type RmasPageQuery$data = {
  readonly rmas: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly erpOrderNum: string | null | undefined;
        readonly id: string;
        readonly isSubmitted: boolean;
        readonly modelNo: string | null | undefined;
        readonly rmaCreated: boolean;
        readonly rmaNumber: string | null | undefined;
        readonly rowId: number;
        readonly status: string | null | undefined;
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
export type RmasPageQuery = {
  response: RmasPageQuery$data;
  variables: RmasPageQuery$variables;
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
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pid"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v6 = [
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
v7 = [
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
        "name": "orderBy",
        "variableName": "orderBy"
      },
      {
        "kind": "Variable",
        "name": "pid",
        "variableName": "pid"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "RmaConnection",
    "kind": "LinkedField",
    "name": "rmas",
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
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "first",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "last",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "previous",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "next",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RmaEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Rma",
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
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "erpOrderNum",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rmaNumber",
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
                "name": "rmaCreated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSubmitted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelNo",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RmasPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RmasPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "ba5d0b09cab571cef017b8010eb24bd9ddfcca06ca25773b6a407eb97fbaedb2",
    "metadata": {},
    "name": "RmasPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8bd52b258da295d3cf961d7ec45e93f0";

export default node;
