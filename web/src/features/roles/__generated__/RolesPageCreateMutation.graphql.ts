/**
 * @generated SignedSource<<1c6445e9f37199b1ce21fdbc3a8f7551>>
 * @relayHash ddc5eec78591ecf20080f25af351f2bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a4c123a664cdcd841fc95f484d9d970f492398e73c0c14422bd449dc9b0af9f

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
    "id": "5a4c123a664cdcd841fc95f484d9d970f492398e73c0c14422bd449dc9b0af9f",
    "metadata": {},
    "name": "RolesPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "23911c32cbdd7a4ea2a464cf4e9d6d6d";

export default node;
