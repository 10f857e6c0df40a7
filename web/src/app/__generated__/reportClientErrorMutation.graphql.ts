/**
 * @generated SignedSource<<f384bd0dd36470e95461dc9d41381910>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "d09fe7a8fb6d423d345b1bef6abbd263",
    "id": null,
    "metadata": {},
    "name": "reportClientErrorMutation",
    "operationKind": "mutation",
    "text": "mutation reportClientErrorMutation(\n  $input: ClientErrorInput!\n) {\n  reportClientError(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "2ed3b6cef285a7b9fc1f7ded67f144c6";

export default node;
