/**
 * @generated SignedSource<<2a4ad8578b737e67fdf575661fc6dfbe>>
 * @relayHash c9fe9fcb71517fdba607849ca5b43af4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4a438c69db5bf21e08d4da035f61f67d2f649de27f06cb475ed7f6218fbc65d

import { ConcreteRequest } from 'relay-runtime';
export type LineImportDialogProductsQuery$variables = Record<PropertyKey, never>;
export type LineImportDialogProductsQuery$data = {
  readonly catalogProducts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly productNumber: string;
        readonly rowId: number;
      };
    }>;
  };
};
export type LineImportDialogProductsQuery = {
  response: LineImportDialogProductsQuery$data;
  variables: LineImportDialogProductsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      },
      {
        "kind": "Literal",
        "name": "nonConfigurable",
        "value": false
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "name"
        }
      }
    ],
    "concreteType": "CatalogProductConnection",
    "kind": "LinkedField",
    "name": "catalogProducts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CatalogProductEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "productNumber",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "catalogProducts(first:200,nonConfigurable:false,orderBy:{\"direction\":\"ASC\",\"field\":\"name\"})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LineImportDialogProductsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LineImportDialogProductsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f4a438c69db5bf21e08d4da035f61f67d2f649de27f06cb475ed7f6218fbc65d",
    "metadata": {},
    "name": "LineImportDialogProductsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "30f111b1a366f28571acf5ee5c76c073";

export default node;
