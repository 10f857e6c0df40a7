/**
 * @generated SignedSource<<45f05359d00d775b68019379f539e86b>>
 * @relayHash e8b8e4a7f0b7b7a3681cf59043168a30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93e5cb460ff4bfdad826c1758eb0da5dc3095163dce17b9ee52013ce6a8ae8b8

import { ConcreteRequest } from 'relay-runtime';
export type JobsPageQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
};
export type JobsPageQuery$data = {
  readonly failedJobs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attempts: number;
        readonly error: string;
        readonly id: string;
        readonly kindLabel: string;
        readonly lastTriedAt: string;
        readonly maxAttempts: number;
        readonly nextTryAt: string | null | undefined;
        readonly record: string | null | undefined;
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
export type JobsPageQuery = {
  response: JobsPageQuery$data;
  variables: JobsPageQuery$variables;
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
    "concreteType": "FailedJobConnection",
    "kind": "LinkedField",
    "name": "failedJobs",
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
        "concreteType": "FailedJobEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FailedJob",
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
                "name": "kindLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "record",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "error",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxAttempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastTriedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextTryAt",
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
    "name": "JobsPageQuery",
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
    "name": "JobsPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "93e5cb460ff4bfdad826c1758eb0da5dc3095163dce17b9ee52013ce6a8ae8b8",
    "metadata": {},
    "name": "JobsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "84da2af4df87a5ce19c59513bee1d684";

export default node;
