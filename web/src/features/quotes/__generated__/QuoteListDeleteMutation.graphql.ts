/**
 * @generated SignedSource<<ab761abd4bff35457897204c6a5edcc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type QuoteListDeleteMutation$variables = {
  id: number;
};
export type QuoteListDeleteMutation$data = {
  readonly deleteQuote: string;
};
export type QuoteListDeleteMutation = {
  response: QuoteListDeleteMutation$data;
  variables: QuoteListDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteQuote",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteListDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteListDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "43dbec743e4b632da3ce97fb301aac95",
    "id": null,
    "metadata": {},
    "name": "QuoteListDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation QuoteListDeleteMutation(\n  $id: Int!\n) {\n  deleteQuote(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "d3f0b91e39d8d12d96270a710dda6ff7";

export default node;
