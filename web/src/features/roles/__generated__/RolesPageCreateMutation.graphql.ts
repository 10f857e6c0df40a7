/**
 * @generated SignedSource<<6a126bba5f0d492ac62769a9e8378b29>>
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
    readonly id: string;
    readonly rowId: number;
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
    "cacheID": "abdffce10c981a2c845cc253fd9332d5",
    "id": null,
    "metadata": {},
    "name": "RolesPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RolesPageCreateMutation(\n  $input: RoleInput!\n) {\n  createRole(input: $input) {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "103f0b4c2b2fd313e6899fdb8e3b978e";

export default node;
