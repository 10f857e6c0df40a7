/**
 * @generated SignedSource<<164d48aab2a47e6e35c46ea9d6ea0a10>>
 * @relayHash 343f287dc30a66fb12e5bfa7393a7a8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 223371e1d365de0c4db2b155fb653ac9e271544494449182ad0692f92bb47184

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordPageQuery$variables = {
  request: string;
};
export type ResetPasswordPageQuery$data = {
  readonly passwordResetRequest: {
    readonly expirationDate: string;
    readonly username: string;
  };
};
export type ResetPasswordPageQuery = {
  response: ResetPasswordPageQuery$data;
  variables: ResetPasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "request"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "request",
        "variableName": "request"
      }
    ],
    "concreteType": "PasswordResetRequest",
    "kind": "LinkedField",
    "name": "passwordResetRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expirationDate",
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
    "name": "ResetPasswordPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "223371e1d365de0c4db2b155fb653ac9e271544494449182ad0692f92bb47184",
    "metadata": {},
    "name": "ResetPasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5a37f2558d086db38e801c786992fc43";

export default node;
