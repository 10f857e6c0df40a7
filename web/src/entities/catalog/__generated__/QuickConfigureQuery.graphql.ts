/**
 * @generated SignedSource<<66ffc39434d6a5b3bdf7a7948c2bf221>>
 * @relayHash f366327919d223260d0c59db62cb1099
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6affe080e8d4a734af791392ac29011f8fb90bed17c0088c0907ba8b05a89ff

import { ConcreteRequest } from 'relay-runtime';
export type QuickConfigureQuery$variables = {
  first: number;
};
export type QuickConfigureQuery$data = {
  readonly catalogProducts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string;
        readonly displayImage: string | null | undefined;
        readonly id: string;
        readonly isNonConfigurable: boolean;
        readonly name: string;
        readonly productNumber: string;
        readonly rowId: number;
      };
    }>;
  };
};
export type QuickConfigureQuery = {
  response: QuickConfigureQuery$data;
  variables: QuickConfigureQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Literal",
        "name": "quickConfig",
        "value": true
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
                "name": "description",
                "storageKey": null
              },
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
                "name": "displayImage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isNonConfigurable",
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
    "name": "QuickConfigureQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuickConfigureQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6affe080e8d4a734af791392ac29011f8fb90bed17c0088c0907ba8b05a89ff",
    "metadata": {},
    "name": "QuickConfigureQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a43df558b2036980ffbf340f5dc47366";

export default node;
