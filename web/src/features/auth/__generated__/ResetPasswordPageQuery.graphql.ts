/**
 * @generated SignedSource<<8c252c7b7eb92a724929ff19249e0937>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "343f287dc30a66fb12e5bfa7393a7a8f",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordPageQuery",
    "operationKind": "query",
    "text": "query ResetPasswordPageQuery(\n  $request: String!\n) {\n  passwordResetRequest(request: $request) {\n    username\n    expirationDate\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a37f2558d086db38e801c786992fc43";

export default node;
