/**
 * @generated SignedSource<<dc77e8143c6c482a26260029bc60e0af>>
 * @relayHash 5567d81d4ed7871e210785abf48e4c11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11ffd0f380457e8b9be3e8249e4284327154ef72803392cf8f53c05644223dd1

import { ConcreteRequest } from 'relay-runtime';
export type ImportHistoryPageQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
};
export type ImportHistoryPageQuery$data = {
  readonly importRuns: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly created: number;
        readonly createdAt: string;
        readonly errors: number;
        readonly fileName: string;
        readonly id: string;
        readonly status: string;
        readonly stoppedAtRow: number | null | undefined;
        readonly type: string;
        readonly unchanged: number;
        readonly updated: number;
        readonly username: string;
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
export type ImportHistoryPageQuery = {
  response: ImportHistoryPageQuery$data;
  variables: ImportHistoryPageQuery$variables;
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
v2 = [
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
v3 = [
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
      }
    ],
    "concreteType": "ImportRunConnection",
    "kind": "LinkedField",
    "name": "importRuns",
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
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "first",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "last",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "previous",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "next",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportRunEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportRun",
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
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "created",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unchanged",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errors",
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
                "name": "stoppedAtRow",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportHistoryPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImportHistoryPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "11ffd0f380457e8b9be3e8249e4284327154ef72803392cf8f53c05644223dd1",
    "metadata": {},
    "name": "ImportHistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "feaf815f6a73e15fe2212873435a4d47";

export default node;
