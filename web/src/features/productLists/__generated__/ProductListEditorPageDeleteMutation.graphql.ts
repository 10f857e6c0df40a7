/**
 * @generated SignedSource<<ecb9f18c5c2f7e562546312bbda0d87a>>
 * @relayHash 30809861f85b33b779a4d914e456c1a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca0d46ee40075d083913435d92fcd8e26e7bb30821e8cbef9c24db96b57267cf

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
    "id": "ca0d46ee40075d083913435d92fcd8e26e7bb30821e8cbef9c24db96b57267cf",
    "metadata": {},
    "name": "ProductListEditorPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81b4d2390a54ca6f4e17ed92597ab10f";

export default node;
