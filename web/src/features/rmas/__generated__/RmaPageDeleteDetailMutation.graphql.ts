/**
 * @generated SignedSource<<f2ce79961e46cefdd8bbf5249f3cc13b>>
 * @relayHash 6691e0b966a5aa6e554bb7cfece4fd3b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec597670f7ddc276168ed9938909ad58e1c2de4deff4b8b85bc01b707b325b72

import { ConcreteRequest } from 'relay-runtime';
export type RmaPageDeleteDetailMutation$variables = {
  id: number;
};
export type RmaPageDeleteDetailMutation$data = {
  readonly deleteRmaDetail: number;
};
export type RmaPageDeleteDetailMutation = {
  response: RmaPageDeleteDetailMutation$data;
  variables: RmaPageDeleteDetailMutation$variables;
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
    "name": "deleteRmaDetail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RmaPageDeleteDetailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmaPageDeleteDetailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec597670f7ddc276168ed9938909ad58e1c2de4deff4b8b85bc01b707b325b72",
    "metadata": {},
    "name": "RmaPageDeleteDetailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "594a9c0e9f2d3a4c876896a904b8a051";

export default node;
