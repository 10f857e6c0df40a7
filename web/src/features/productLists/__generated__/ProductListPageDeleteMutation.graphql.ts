/**
 * @generated SignedSource<<8c606c014c3184d76ac6e9a41e7d618a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProductListPageDeleteMutation$variables = {
  id: number;
};
export type ProductListPageDeleteMutation$data = {
  readonly deleteProductList: string;
};
export type ProductListPageDeleteMutation = {
  response: ProductListPageDeleteMutation$data;
  variables: ProductListPageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteProductList",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductListPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "060499fb271ffa423a5376e883c272b0",
    "id": null,
    "metadata": {},
    "name": "ProductListPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ProductListPageDeleteMutation(\n  $id: Int!\n) {\n  deleteProductList(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "46335156dd1bdd3753f96d134e13112c";

export default node;
