/**
 * @generated SignedSource<<9f52af97a35c42de172f2680ef41915c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MfaStepVerifyMutation$variables = {
  mfaToken: string;
  passcode: string;
};
export type MfaStepVerifyMutation$data = {
  readonly verifyPasscode: {
    readonly expiresAt: number | null | undefined;
    readonly token: string | null | undefined;
  };
};
export type MfaStepVerifyMutation = {
  response: MfaStepVerifyMutation$data;
  variables: MfaStepVerifyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mfaToken"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "passcode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "mfaToken",
        "variableName": "mfaToken"
      },
      {
        "kind": "Variable",
        "name": "passcode",
        "variableName": "passcode"
      }
    ],
    "concreteType": "LoginPayload",
    "kind": "LinkedField",
    "name": "verifyPasscode",
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
    "name": "MfaStepVerifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MfaStepVerifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2c3392950dc9de509a0c6bf8db307098",
    "id": null,
    "metadata": {},
    "name": "MfaStepVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation MfaStepVerifyMutation(\n  $mfaToken: String!\n  $passcode: String!\n) {\n  verifyPasscode(mfaToken: $mfaToken, passcode: $passcode) {\n    token\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "308f98ecd7c069cbfdf12840a32913de";

export default node;
