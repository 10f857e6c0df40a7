/**
 * @generated SignedSource<<193db841763cfb8bc919fe5985789a3c>>
 * @relayHash 836c12661b972a7a412447afb3de8335
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b8783d94ad2bf5c36e58c37fe713d001acae87362236c2f79afe7b30a12a5e4

import { ConcreteRequest } from 'relay-runtime';
export type ProductFormPageQuery$variables = {
  edit: boolean;
  rowId: number;
  superAdmin: boolean;
};
export type ProductFormPageQuery$data = {
  readonly adminProduct?: {
    readonly applicationInstance: string | null | undefined;
    readonly applicationName: string | null | undefined;
    readonly configuratorModelId: number | null | undefined;
    readonly defaultPrice: string | null | undefined;
    readonly description: string;
    readonly displayImage: string | null | undefined;
    readonly headerId: string | null | undefined;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly img: string | null | undefined;
    readonly isNonConfigurable: boolean;
    readonly isQuickConfig: boolean;
    readonly name: string;
    readonly namespace: string | null | undefined;
    readonly pid: number;
    readonly productNumber: string;
    readonly profile: string | null | undefined;
    readonly quantityInStock: number | null | undefined;
    readonly relatedItem: string | null | undefined;
    readonly rowId: number;
    readonly ruleset: string | null | undefined;
    readonly server: string | null | undefined;
  };
  readonly platforms?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly name: string;
        readonly rowId: number;
      };
    }>;
  };
};
export type ProductFormPageQuery = {
  response: ProductFormPageQuery$data;
  variables: ProductFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "edit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rowId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "superAdmin"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "condition": "edit",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "rowId",
          "variableName": "rowId"
        }
      ],
      "concreteType": "Product",
      "kind": "LinkedField",
      "name": "adminProduct",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pid",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relatedItem",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "img",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayImage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isNonConfigurable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isQuickConfig",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantityInStock",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "server",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "applicationInstance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "applicationName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "headerId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ruleset",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "namespace",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "configuratorModelId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
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
    "name": "ProductFormPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "superAdmin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "PlatformConnection",
            "kind": "LinkedField",
            "name": "platforms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PlatformEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Platform",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "platforms(first:200)"
          }
        ]
      }
    ],
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
    "name": "ProductFormPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "superAdmin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "PlatformConnection",
            "kind": "LinkedField",
            "name": "platforms",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PlatformEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Platform",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "platforms(first:200)"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "9b8783d94ad2bf5c36e58c37fe713d001acae87362236c2f79afe7b30a12a5e4",
    "metadata": {},
    "name": "ProductFormPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "400606ce05b9824acb80648ce3a46b74";

export default node;
