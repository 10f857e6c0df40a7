/**
 * @generated SignedSource<<085407cdf401f3bc0175b7e26265ec85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RoleInput = {
  description?: string | null | undefined;
  name?: string | null | undefined;
  pid?: number | null | undefined;
  roleLevel?: number | null | undefined;
};
export type RolesPageUpdateMutation$variables = {
  id: number;
  input: RoleInput;
};
export type RolesPageUpdateMutation$data = {
  readonly updateRole: {
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly roleLevel: number;
  };
};
export type RolesPageUpdateMutation = {
  response: RolesPageUpdateMutation$data;
  variables: RolesPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "updateRole",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleLevel",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b9df4e98264eec1f07b1196ed21fd67",
    "id": null,
    "metadata": {},
    "name": "RolesPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageUpdateMutation(\n  $id: Int!\n  $input: RoleInput!\n) {\n  updateRole(id: $id, input: $input) {\n    id\n    name\n    description\n    roleLevel\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd9bd896cb42b3d9994bb6c0c72cb89c";

export default node;
