/**
 * @generated SignedSource<<8688767df5332abb7bf98ff4bf5a2185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b4ae77cd9036196a08f67c511d3d1e07",
    "id": null,
    "metadata": {},
    "name": "LoginPageSignUpMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageSignUpMutation(\n  $input: SignUpInput!\n) {\n  signUp(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "26aaf291d032a538181ea4f184abc1d6";

export default node;
