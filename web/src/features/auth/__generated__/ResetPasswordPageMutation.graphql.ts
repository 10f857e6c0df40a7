/**
 * @generated SignedSource<<4333d34410faedd15edde2a200d2d13e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordPageMutation$variables = {
  confirmPassword: string;
  password: string;
  request: string;
};
export type ResetPasswordPageMutation$data = {
  readonly resetPassword: boolean;
};
export type ResetPasswordPageMutation = {
  response: ResetPasswordPageMutation$data;
  variables: ResetPasswordPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "confirmPassword"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "request"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "confirmPassword",
        "variableName": "confirmPassword"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "request",
        "variableName": "request"
      }
    ],
    "kind": "ScalarField",
    "name": "resetPassword",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordPageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ResetPasswordPageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4f254820e3a96649ed31d63064b57cba",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation ResetPasswordPageMutation(\n  $request: String!\n  $password: String!\n  $confirmPassword: String!\n) {\n  resetPassword(request: $request, password: $password, confirmPassword: $confirmPassword)\n}\n"
  }
};
})();

(node as any).hash = "3520e7d0c1a672b1586776c36e05385a";

export default node;
