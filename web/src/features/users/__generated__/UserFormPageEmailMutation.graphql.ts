/**
 * @generated SignedSource<<cae86f1afe1cb063f995055304186d3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "3910f2b2536b0c14cab547cb234b4502",
    "id": null,
    "metadata": {},
    "name": "UserFormPageEmailMutation",
    "operationKind": "mutation",
    "text": "mutation UserFormPageEmailMutation(\n  $username: String!\n  $password: String!\n) {\n  emailNewUserPassword(username: $username, password: $password)\n}\n"
  }
};
})();

(node as any).hash = "6fdc1188fce39b363291e7ed8a70c1a1";

export default node;
