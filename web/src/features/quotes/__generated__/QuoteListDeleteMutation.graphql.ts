/**
 * @generated SignedSource<<8f092de953dca088e978bbcb0089a986>>
 * @relayHash 43dbec743e4b632da3ce97fb301aac95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 351e4557e49ac18454b58d821cb1fbb8b52e8a3172a0729ba582b35cd9751c5e

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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteQuote",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuoteListDeleteMutation",
    "selections": [
      (v2/*:: as any*/)
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteListDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteQuote"
      }
    ]
  },
  "params": {
    "id": "351e4557e49ac18454b58d821cb1fbb8b52e8a3172a0729ba582b35cd9751c5e",
    "metadata": {},
    "name": "QuoteListDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8636d207a709c3d23d551fa2a9466dbf";

export default node;
