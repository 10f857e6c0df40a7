/**
 * @generated SignedSource<<402c050e726a20d3451e10bd835cf866>>
 * @relayHash 68edea48bfdf066c43887256b5cb332e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1cdbae9ebd4b3883131b0c23297715f1781666ec3f95c7302ce6a9566afa8dc

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
    "id": "f1cdbae9ebd4b3883131b0c23297715f1781666ec3f95c7302ce6a9566afa8dc",
    "metadata": {},
    "name": "ProductFormPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fcfc436aba771f496daffaddc8e027fb";

export default node;
