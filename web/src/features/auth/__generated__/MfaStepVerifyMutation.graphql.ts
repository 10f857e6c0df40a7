/**
 * @generated SignedSource<<c61bdc2aa1502a49c9f096b0347be49b>>
 * @relayHash 2c3392950dc9de509a0c6bf8db307098
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9ac5b34d2366423af51026280ea97287be3b00b0da72acafba70a4302e63aaa

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
    "id": "c9ac5b34d2366423af51026280ea97287be3b00b0da72acafba70a4302e63aaa",
    "metadata": {},
    "name": "MfaStepVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "308f98ecd7c069cbfdf12840a32913de";

export default node;
