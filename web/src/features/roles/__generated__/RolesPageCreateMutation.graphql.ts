/**
 * @generated SignedSource<<70227afb2b391efa7d8a7d3d77ad6d5e>>
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
export type RolesPageCreateMutation$variables = {
  input: RoleInput;
};
export type RolesPageCreateMutation$data = {
  readonly createRole: {
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly pid: number | null | undefined;
    readonly roleLevel: number;
    readonly rowId: number;
    readonly userCount: number;
  };
};
export type RolesPageCreateMutation = {
  response: RolesPageCreateMutation$data;
  variables: RolesPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "createRole",
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleLevel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userCount",
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
    "name": "RolesPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ddc5eec78591ecf20080f25af351f2bb",
    "id": null,
    "metadata": {},
    "name": "RolesPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageCreateMutation(\n  $input: RoleInput!\n) {\n  createRole(input: $input) {\n    id\n    rowId\n    pid\n    name\n    description\n    roleLevel\n    userCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "23911c32cbdd7a4ea2a464cf4e9d6d6d";

export default node;
