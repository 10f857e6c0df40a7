/**
 * @generated SignedSource<<02ce8faa6ffd0a171da200a9eccea782>>
 * @relayHash 8449d346db91f74ad5d3b15c994e447b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33cbcf59c668b3650a5fae38acfd11b1bcfb955296505e1fa36dc3fc85c341d9

import { ConcreteRequest } from 'relay-runtime';
export type SharedQuotePageChangesMutation$variables = {
  comment: string;
  token: string;
};
export type SharedQuotePageChangesMutation$data = {
  readonly requestQuoteChanges: {
    readonly revision: number;
  };
};
export type SharedQuotePageChangesMutation = {
  response: SharedQuotePageChangesMutation$data;
  variables: SharedQuotePageChangesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "comment",
        "variableName": "comment"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "SharedQuoteAnswer",
    "kind": "LinkedField",
    "name": "requestQuoteChanges",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revision",
        "storageKey": null
      }
    ],
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
    "name": "SharedQuotePageChangesMutation",
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
    "name": "SharedQuotePageChangesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "33cbcf59c668b3650a5fae38acfd11b1bcfb955296505e1fa36dc3fc85c341d9",
    "metadata": {},
    "name": "SharedQuotePageChangesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eb3964b0ac2c8d78df6b0bb49b422c25";

export default node;
