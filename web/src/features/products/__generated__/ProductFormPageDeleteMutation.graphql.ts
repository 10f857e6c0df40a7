/**
 * @generated SignedSource<<e149d0addcc7d92221add5dc15ecf8a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProductFormPageDeleteMutation$variables = {
  id: number;
};
export type ProductFormPageDeleteMutation$data = {
  readonly deleteProduct: string;
};
export type ProductFormPageDeleteMutation = {
  response: ProductFormPageDeleteMutation$data;
  variables: ProductFormPageDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteProduct",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductFormPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/)
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductFormPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteProduct"
      }
    ]
  },
  "params": {
    "cacheID": "68edea48bfdf066c43887256b5cb332e",
    "id": null,
    "metadata": {},
    "name": "ProductFormPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ProductFormPageDeleteMutation(\n  $id: Int!\n) {\n  deleteProduct(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "fcfc436aba771f496daffaddc8e027fb";

export default node;
