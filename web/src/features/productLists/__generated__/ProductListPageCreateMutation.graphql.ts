/**
 * @generated SignedSource<<a50c99d279bb1473c25c43e910484eb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProductListInput = {
  name?: string | null | undefined;
  pid?: number | null | undefined;
};
export type ProductListPageCreateMutation$variables = {
  add?: ReadonlyArray<number> | null | undefined;
  input: ProductListInput;
};
export type ProductListPageCreateMutation$data = {
  readonly createProductList: {
    readonly id: string;
    readonly name: string;
    readonly pid: number;
    readonly productCount: number;
    readonly rowId: number;
  };
};
export type ProductListPageCreateMutation = {
  response: ProductListPageCreateMutation$data;
  variables: ProductListPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "add"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "add",
        "variableName": "add"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ProductList",
    "kind": "LinkedField",
    "name": "createProductList",
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListPageCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListPageCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "279f71ba706f4f0c1489b343d0128b80",
    "id": null,
    "metadata": {},
    "name": "ProductListPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ProductListPageCreateMutation(\n  $input: ProductListInput!\n  $add: [Int!]\n) {\n  createProductList(input: $input, add: $add) {\n    id\n    rowId\n    pid\n    name\n    productCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "770dba02df62bae57330b8f33d0d350d";

export default node;
