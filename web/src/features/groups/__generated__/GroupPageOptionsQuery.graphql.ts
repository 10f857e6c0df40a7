/**
 * @generated SignedSource<<f82f77754ddeb260c54d580be4d24ad0>>
 * @relayHash ba53a5943c5faab380f266c798536243
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ecadce3055429fe5fc323c4bc3d49883c99c71dcecb6bd07fe4ac1cb17d333d5

import { ConcreteRequest } from 'relay-runtime';
export type GroupPageOptionsQuery$variables = {
  pid: number;
};
export type GroupPageOptionsQuery$data = {
  readonly defaultCustomerOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly productLists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly name: string;
        readonly rowId: number;
      };
    }>;
  };
};
export type GroupPageOptionsQuery = {
  response: GroupPageOptionsQuery$data;
  variables: GroupPageOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pid"
  }
],
v1 = {
  "kind": "Variable",
  "name": "pid",
  "variableName": "pid"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    (v1/*:: as any*/)
  ],
  "concreteType": "DefaultCustomerOption",
  "kind": "LinkedField",
  "name": "defaultCustomerOptions",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  },
  (v1/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupPageOptionsQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v5/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupPageOptionsQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
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
    ]
  },
  "params": {
    "id": "ecadce3055429fe5fc323c4bc3d49883c99c71dcecb6bd07fe4ac1cb17d333d5",
    "metadata": {},
    "name": "GroupPageOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba7d57f3929775114097c4105fa96aa9";

export default node;
