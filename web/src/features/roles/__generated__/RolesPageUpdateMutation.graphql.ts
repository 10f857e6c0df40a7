/**
 * @generated SignedSource<<792ea2046c2320657c9c244c06772e0e>>
 * @relayHash 2183c74596ec368fce1ee3938b133696
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de74a47f79c485fc9da58b7deb42f2112df579df9b2e559fe765c163e81a0138

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
    readonly pid: number | null | undefined;
    readonly roleLevel: number;
    readonly rowId: number;
    readonly userCount: number;
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
    "id": "de74a47f79c485fc9da58b7deb42f2112df579df9b2e559fe765c163e81a0138",
    "metadata": {},
    "name": "RolesPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "37cb1f09b8b948077a604413deb05d15";

export default node;
