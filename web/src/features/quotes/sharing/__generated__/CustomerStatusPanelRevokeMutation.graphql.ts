/**
 * @generated SignedSource<<ca4d7754dd07c250136cfdf39d1c145d>>
 * @relayHash 513804edb048b7376330ce84b028a3ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e9983c4a828d2664c1d6609aff4320f538ef1830a3a18a24d1d4e5f15f71908

import { ConcreteRequest } from 'relay-runtime';
export type CustomerStatusPanelRevokeMutation$variables = {
  id: number;
};
export type CustomerStatusPanelRevokeMutation$data = {
  readonly revokeQuoteLinks: number;
};
export type CustomerStatusPanelRevokeMutation = {
  response: CustomerStatusPanelRevokeMutation$data;
  variables: CustomerStatusPanelRevokeMutation$variables;
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
    "name": "revokeQuoteLinks",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerStatusPanelRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerStatusPanelRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4e9983c4a828d2664c1d6609aff4320f538ef1830a3a18a24d1d4e5f15f71908",
    "metadata": {},
    "name": "CustomerStatusPanelRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f48bcecff3eef56b399a8a829999aa4";

export default node;
