/**
 * @generated SignedSource<<dd56c41980c73631360559fb5c6cb65d>>
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
export type ProductListPageUpdateMutation$variables = {
  add?: ReadonlyArray<number> | null | undefined;
  id: number;
  input: ProductListInput;
  remove?: ReadonlyArray<number> | null | undefined;
};
export type ProductListPageUpdateMutation$data = {
  readonly updateProductList: {
    readonly id: string;
    readonly name: string;
    readonly pid: number;
    readonly productCount: number;
    readonly rowId: number;
  };
};
export type ProductListPageUpdateMutation = {
  response: ProductListPageUpdateMutation$data;
  variables: ProductListPageUpdateMutation$variables;
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
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "remove"
},
v4 = [
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "remove",
        "variableName": "remove"
      }
    ],
    "concreteType": "ProductList",
    "kind": "LinkedField",
    "name": "updateProductList",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListPageUpdateMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListPageUpdateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "9bfc7e2d484dbf040201d1ab467b6da5",
    "id": null,
    "metadata": {},
    "name": "ProductListPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ProductListPageUpdateMutation(\n  $id: Int!\n  $input: ProductListInput!\n  $add: [Int!]\n  $remove: [Int!]\n) {\n  updateProductList(id: $id, input: $input, add: $add, remove: $remove) {\n    id\n    rowId\n    pid\n    name\n    productCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0db0fdce80464b62b5b5a1dce091f41";

export default node;
