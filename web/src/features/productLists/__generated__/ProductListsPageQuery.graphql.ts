/**
 * @generated SignedSource<<f55a485ee882193691d87911c9c905be>>
 * @relayHash 659c33040860b9c2457102c90538a707
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e8d40ab2043fc0f313fad1a6785673434d4acd9d7ce3e46e81a450fa6cd0c67

import { ConcreteRequest } from 'relay-runtime';
export type ProductListsPageQuery$variables = {
  pid?: number | null | undefined;
};
export type ProductListsPageQuery$data = {
  readonly productLists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly pid: number;
        readonly productCount: number;
        readonly rowId: number;
      };
    }>;
  };
};
export type ProductListsPageQuery = {
  response: ProductListsPageQuery$data;
  variables: ProductListsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pid"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      },
      {
        "kind": "Variable",
        "name": "pid",
        "variableName": "pid"
      }
    ],
    "concreteType": "ProductListConnection",
    "kind": "LinkedField",
    "name": "productLists",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProductListEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductList",
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
                "name": "pid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productCount",
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
    "name": "ProductListsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductListsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0e8d40ab2043fc0f313fad1a6785673434d4acd9d7ce3e46e81a450fa6cd0c67",
    "metadata": {},
    "name": "ProductListsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f92d116196fc215d84f4b69f5094524";

export default node;
