/**
 * @generated SignedSource<<c4d53b480978fce97c7489156adeefb7>>
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
export type LoginPageRegisterMutation$variables = {
  input: SignUpInput;
};
export type LoginPageRegisterMutation$data = {
  readonly registerWithPassword: boolean;
};
export type LoginPageRegisterMutation = {
  response: LoginPageRegisterMutation$data;
  variables: LoginPageRegisterMutation$variables;
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
    "name": "registerWithPassword",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageRegisterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageRegisterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "702f1f57cd0fbb956a863e737b2d154a",
    "id": null,
    "metadata": {},
    "name": "LoginPageRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageRegisterMutation(\n  $input: SignUpInput!\n) {\n  registerWithPassword(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "1f8abe72badf687a43c290955cae046a";

export default node;
