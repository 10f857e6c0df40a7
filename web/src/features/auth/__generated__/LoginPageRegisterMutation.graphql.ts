/**
 * @generated SignedSource<<3d287bfc02be613f169ddcaf92388824>>
 * @relayHash 702f1f57cd0fbb956a863e737b2d154a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 574e2c68214191a35afa45bf53eeff45b7d69b9b95eec1c51589509979da637e

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
    "id": "574e2c68214191a35afa45bf53eeff45b7d69b9b95eec1c51589509979da637e",
    "metadata": {},
    "name": "LoginPageRegisterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f8abe72badf687a43c290955cae046a";

export default node;
