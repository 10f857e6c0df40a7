/**
 * @generated SignedSource<<153ef4b3c93b5b3615851fc09212bb69>>
 * @relayHash 054fc4b24ce858bbe460252e4784efe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca7577392be0ac66bd43c7e5ec33da7e737261e76b1568d39a46860f53b26378

import { ConcreteRequest } from 'relay-runtime';
export type ProductListEditorPageQuery$variables = {
  id: string;
  isCreate: boolean;
};
export type ProductListEditorPageQuery$data = {
  readonly assignablePlatforms: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
  readonly node?: {
    readonly id?: string;
    readonly name?: string;
    readonly pid?: number;
    readonly productCount?: number;
    readonly rowId?: number;
  } | null | undefined;
};
export type ProductListEditorPageQuery = {
  response: ProductListEditorPageQuery$data;
  variables: ProductListEditorPageQuery$variables;
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
    "name": "isCreate"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pid",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListEditorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Platform",
        "kind": "LinkedField",
        "name": "assignablePlatforms",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "isCreate",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "type": "ProductList",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductListEditorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Platform",
        "kind": "LinkedField",
        "name": "assignablePlatforms",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "isCreate",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
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
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "type": "ProductList",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "ca7577392be0ac66bd43c7e5ec33da7e737261e76b1568d39a46860f53b26378",
    "metadata": {},
    "name": "ProductListEditorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ceb6c8e6cdd1c14a3bac872bada63c57";

export default node;
