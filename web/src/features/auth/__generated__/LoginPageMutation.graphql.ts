/**
 * @generated SignedSource<<b41b8a4f569913190c96a46277819b84>>
 * @relayHash 0ad4deb8db07afca8631c1622c2abcc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4faa43bc891491995510bb7098338b02dd24b8610ac6e0698d36334c33c658c

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
    readonly mfaToken: string | null | undefined;
    readonly needsEnrollment: boolean;
    readonly platformRequiresMFA: boolean;
    readonly qrCode: string | null | undefined;
    readonly secret: string | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mfaToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "needsEnrollment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "qrCode",
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
    "id": "f4faa43bc891491995510bb7098338b02dd24b8610ac6e0698d36334c33c658c",
    "metadata": {},
    "name": "LoginPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99424f9966fffa9f50687c85de7dba1a";

export default node;
