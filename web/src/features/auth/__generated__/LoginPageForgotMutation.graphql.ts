/**
 * @generated SignedSource<<caa96900f92d4698fb62e2b5975e779d>>
 * @relayHash b903e1e07c039048a4f6fdd1b2c4c6c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fafec401e5d465f68eb74033ff56822e9a7885e1a20eb3a016d450f992b0fd1

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
    "id": "0fafec401e5d465f68eb74033ff56822e9a7885e1a20eb3a016d450f992b0fd1",
    "metadata": {},
    "name": "LoginPageForgotMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f2e4024cdb9349c738b0fba91e070fe";

export default node;
