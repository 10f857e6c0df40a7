/**
 * @generated SignedSource<<0df02df5e744a1fb9b2c70e2c6c54043>>
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
  readonly registerWithPassword: {
    readonly mfaRequired: boolean;
    readonly mfaToken: string | null | undefined;
    readonly needsEnrollment: boolean;
    readonly qrCode: string | null | undefined;
    readonly secret: string | null | undefined;
    readonly token: string | null | undefined;
  };
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
    "concreteType": "LoginPayload",
    "kind": "LinkedField",
    "name": "registerWithPassword",
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
    "cacheID": "fde9d0990ad28865ae0813d52bcdbaf9",
    "id": null,
    "metadata": {},
    "name": "LoginPageRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageRegisterMutation(\n  $input: SignUpInput!\n) {\n  registerWithPassword(input: $input) {\n    token\n    mfaRequired\n    mfaToken\n    needsEnrollment\n    secret\n    qrCode\n  }\n}\n"
  }
};
})();

(node as any).hash = "55cce52e8710e50f8ba1ef324fa84624";

export default node;
