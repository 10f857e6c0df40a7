/**
 * @generated SignedSource<<9441c8883faa74fc318749117a6fabb9>>
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
  readonly deleteRole: string;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteRole",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageDeleteMutation",
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
    "name": "RolesPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteRole"
      }
    ]
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

(node as any).hash = "9d8ef3d6e7199b89d5788e49a69ae02f";

export default node;
