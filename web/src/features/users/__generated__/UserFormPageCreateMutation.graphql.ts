/**
 * @generated SignedSource<<6782dbc8bdd448a2522a31d83892662f>>
 * @relayHash 77eaf3b7677812824fc0e989326bdb01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cee80f4e2d1f00afd9ecae0cbec6a5105a83ca282dfaa4eebef35f9c8b3fba07

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
export type UserFormPageCreateMutation$variables = {
  input: UserInput;
};
export type UserFormPageCreateMutation$data = {
  readonly createUser: {
    readonly id: string;
    readonly rowId: number;
    readonly username: string;
  };
};
export type UserFormPageCreateMutation = {
  response: UserFormPageCreateMutation$data;
  variables: UserFormPageCreateMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "createUser",
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
        "name": "username",
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
    "name": "UserFormPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cee80f4e2d1f00afd9ecae0cbec6a5105a83ca282dfaa4eebef35f9c8b3fba07",
    "metadata": {},
    "name": "UserFormPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c21768114d4a672ce4629dc22dbbf588";

export default node;
