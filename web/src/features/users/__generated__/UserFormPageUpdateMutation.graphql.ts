/**
 * @generated SignedSource<<25817c65f607b0d51093e3832fec1f75>>
 * @relayHash 54a86baa879f25d5e425af7168679733
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a79751a763ca73703dc02d7bc39027d6af31b26d2aea1c736fb29ef84f9106e

import { ConcreteRequest } from 'relay-runtime';
export type UserInput = {
  checkoutType?: string | null | undefined;
  confirmPassword?: string | null | undefined;
  currentPasscode?: string | null | undefined;
  currentPassword?: string | null | undefined;
  enableMFA?: boolean | null | undefined;
  firstName?: string | null | undefined;
  groupIds?: ReadonlyArray<number> | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  pid?: number | null | undefined;
  roleId?: number | null | undefined;
  username?: string | null | undefined;
};
export type UserFormPageUpdateMutation$variables = {
  id: number;
  input: UserInput;
};
export type UserFormPageUpdateMutation$data = {
  readonly updateUser: {
    readonly checkoutType: string;
    readonly enableMFA: boolean;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly pid: number;
    readonly roleId: number;
    readonly roleLevel: number;
    readonly roleName: string;
    readonly username: string;
  };
};
export type UserFormPageUpdateMutation = {
  response: UserFormPageUpdateMutation$data;
  variables: UserFormPageUpdateMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateUser",
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
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleId",
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
        "name": "roleName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkoutType",
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
        "name": "enableMFA",
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
    "name": "UserFormPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5a79751a763ca73703dc02d7bc39027d6af31b26d2aea1c736fb29ef84f9106e",
    "metadata": {},
    "name": "UserFormPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d182daab0fd053187dbc56512f0c9423";

export default node;
