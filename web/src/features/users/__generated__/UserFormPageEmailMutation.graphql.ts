/**
 * @generated SignedSource<<ae05a420d97908e54d137766f0a2c627>>
 * @relayHash 3910f2b2536b0c14cab547cb234b4502
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fc7db86e1c9617feb4904f4412fafc8142e2f03ddff21c21c1ea91d6589104b

import { ConcreteRequest } from 'relay-runtime';
export type UserFormPageEmailMutation$variables = {
  password: string;
  username: string;
};
export type UserFormPageEmailMutation$data = {
  readonly emailNewUserPassword: boolean;
};
export type UserFormPageEmailMutation = {
  response: UserFormPageEmailMutation$data;
  variables: UserFormPageEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "password"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      },
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "kind": "ScalarField",
    "name": "emailNewUserPassword",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormPageEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserFormPageEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3fc7db86e1c9617feb4904f4412fafc8142e2f03ddff21c21c1ea91d6589104b",
    "metadata": {},
    "name": "UserFormPageEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6fdc1188fce39b363291e7ed8a70c1a1";

export default node;
