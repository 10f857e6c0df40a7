/**
 * @generated SignedSource<<c0ff3b9234a689da7902a524b8ddb75c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LoginPageForgotMutation$variables = {
  username: string;
};
export type LoginPageForgotMutation$data = {
  readonly forgotPassword: boolean;
};
export type LoginPageForgotMutation = {
  response: LoginPageForgotMutation$data;
  variables: LoginPageForgotMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "kind": "ScalarField",
    "name": "forgotPassword",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageForgotMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageForgotMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b903e1e07c039048a4f6fdd1b2c4c6c6",
    "id": null,
    "metadata": {},
    "name": "LoginPageForgotMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageForgotMutation(\n  $username: String!\n) {\n  forgotPassword(username: $username)\n}\n"
  }
};
})();

(node as any).hash = "7f2e4024cdb9349c738b0fba91e070fe";

export default node;
