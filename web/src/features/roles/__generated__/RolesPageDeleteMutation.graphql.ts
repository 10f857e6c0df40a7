/**
 * @generated SignedSource<<0a86a8df63955e0702fcfc3cbc948aeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RolesPageDeleteMutation$variables = {
  id: number;
};
export type RolesPageDeleteMutation$data = {
  readonly deleteRole: number;
};
export type RolesPageDeleteMutation = {
  response: RolesPageDeleteMutation$data;
  variables: RolesPageDeleteMutation$variables;
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
    "name": "deleteRole",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e4129dbda2160ecb6d12c0aa961b82dd",
    "id": null,
    "metadata": {},
    "name": "RolesPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageDeleteMutation(\n  $id: Int!\n) {\n  deleteRole(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "bc5628e7978cc43b1a91bf71f74faf3c";

export default node;
