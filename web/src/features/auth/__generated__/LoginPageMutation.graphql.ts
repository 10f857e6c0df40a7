/**
 * @generated SignedSource<<a86e181e74bba093c5735414ae03be59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LoginInput = {
  password: string;
  stayLoggedIn?: boolean | null | undefined;
  username: string;
};
export type LoginPageMutation$variables = {
  input: LoginInput;
};
export type LoginPageMutation$data = {
  readonly login: {
    readonly expiresAt: number | null | undefined;
    readonly mfaRequired: boolean;
    readonly platformRequiresMFA: boolean;
    readonly token: string | null | undefined;
  };
};
export type LoginPageMutation = {
  response: LoginPageMutation$data;
  variables: LoginPageMutation$variables;
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
    "concreteType": "LoginPayload",
    "kind": "LinkedField",
    "name": "login",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mfaRequired",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "platformRequiresMFA",
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
    "name": "LoginPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aedf7880eeaadf0f23ff2a68428d5481",
    "id": null,
    "metadata": {},
    "name": "LoginPageMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    token\n    expiresAt\n    mfaRequired\n    platformRequiresMFA\n  }\n}\n"
  }
};
})();

(node as any).hash = "914cd444ff8243b05675bbdeafb71aa0";

export default node;
