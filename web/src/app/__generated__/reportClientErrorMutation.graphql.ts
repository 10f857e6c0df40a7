/**
 * @generated SignedSource<<5784456a1b1b0966722f75f4d848bf2a>>
 * @relayHash d09fe7a8fb6d423d345b1bef6abbd263
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d49eee69331cbbc8bbc1a1bc8ee8d3620d9ef87b755cfad47a4242b7bad2701

import { ConcreteRequest } from 'relay-runtime';
export type ClientErrorInput = {
  message: string;
  operation?: string | null | undefined;
  stack?: string | null | undefined;
  url?: string | null | undefined;
};
export type reportClientErrorMutation$variables = {
  input: ClientErrorInput;
};
export type reportClientErrorMutation$data = {
  readonly reportClientError: boolean;
};
export type reportClientErrorMutation = {
  response: reportClientErrorMutation$data;
  variables: reportClientErrorMutation$variables;
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
    "name": "reportClientError",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reportClientErrorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reportClientErrorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9d49eee69331cbbc8bbc1a1bc8ee8d3620d9ef87b755cfad47a4242b7bad2701",
    "metadata": {},
    "name": "reportClientErrorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2ed3b6cef285a7b9fc1f7ded67f144c6";

export default node;
