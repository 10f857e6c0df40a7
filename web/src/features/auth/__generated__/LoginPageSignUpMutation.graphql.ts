/**
 * @generated SignedSource<<690892f09324909ab23c46752bc12974>>
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
  readonly signUp: {
    readonly mfaRequired: boolean;
    readonly mfaToken: string | null | undefined;
    readonly needsEnrollment: boolean;
    readonly qrCode: string | null | undefined;
    readonly secret: string | null | undefined;
    readonly token: string | null | undefined;
  };
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
    "concreteType": "LoginPayload",
    "kind": "LinkedField",
    "name": "signUp",
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
        "name": "mfaRequired",
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
    "cacheID": "ab8cbbe53c12037e416b8f0dbb6c8a44",
    "id": null,
    "metadata": {},
    "name": "LoginPageSignUpMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageSignUpMutation(\n  $input: SignUpInput!\n) {\n  signUp(input: $input) {\n    token\n    mfaRequired\n    mfaToken\n    needsEnrollment\n    secret\n    qrCode\n  }\n}\n"
  }
};
})();

(node as any).hash = "731b9fff9660753c06586130cd0bf013";

export default node;
