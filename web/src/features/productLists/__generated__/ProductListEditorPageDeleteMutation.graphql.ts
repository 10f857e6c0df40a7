/**
 * @generated SignedSource<<b89d592f03af5f0dd0b78487806d1cad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProductListEditorPageDeleteMutation$variables = {
  id: number;
};
export type ProductListEditorPageDeleteMutation$data = {
  readonly deleteProductList: string;
};
export type ProductListEditorPageDeleteMutation = {
  response: ProductListEditorPageDeleteMutation$data;
  variables: ProductListEditorPageDeleteMutation$variables;
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
    "name": "ProductListEditorPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductListEditorPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "30809861f85b33b779a4d914e456c1a1",
    "id": null,
    "metadata": {},
    "name": "ProductListEditorPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ProductListEditorPageDeleteMutation(\n  $id: Int!\n) {\n  deleteProductList(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "81b4d2390a54ca6f4e17ed92597ab10f";

export default node;
