/**
 * @generated SignedSource<<3960386191c29357131e9f316817276b>>
 * @relayHash b4ae77cd9036196a08f67c511d3d1e07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e72d44a08ef906c81f751f623d8d24e9ab12c76bf1cba2fe645f289f16df018

import { ConcreteRequest } from 'relay-runtime';
export type SignUpInput = {
  confirmPassword?: string | null | undefined;
  name: string;
  password?: string | null | undefined;
  stayLoggedIn?: boolean | null | undefined;
  username: string;
};
export type LoginPageSignUpMutation$variables = {
  input: SignUpInput;
};
export type LoginPageSignUpMutation$data = {
  readonly signUp: boolean;
};
export type LoginPageSignUpMutation = {
  response: LoginPageSignUpMutation$data;
  variables: LoginPageSignUpMutation$variables;
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
    "kind": "ScalarField",
    "name": "signUp",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageSignUpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageSignUpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4e72d44a08ef906c81f751f623d8d24e9ab12c76bf1cba2fe645f289f16df018",
    "metadata": {},
    "name": "LoginPageSignUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "26aaf291d032a538181ea4f184abc1d6";

export default node;
