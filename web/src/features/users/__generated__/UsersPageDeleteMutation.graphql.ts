/**
 * @generated SignedSource<<49418e003430341ea5e4ec3b13dce7dc>>
 * @relayHash a3b3d326f75797cddcd97e974b404d9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16a7cea346f451658e8bff081870c3a8aa1d80efbad8377ed33a2d0439d2c8b4

import { ConcreteRequest } from 'relay-runtime';
export type UsersPageDeleteMutation$variables = {
  ids: ReadonlyArray<number>;
};
export type UsersPageDeleteMutation$data = {
  readonly deleteUsers: ReadonlyArray<string>;
};
export type UsersPageDeleteMutation = {
  response: UsersPageDeleteMutation$data;
  variables: UsersPageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteUsers",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersPageDeleteMutation",
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
    "name": "UsersPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteUsers"
      }
    ]
  },
  "params": {
    "id": "16a7cea346f451658e8bff081870c3a8aa1d80efbad8377ed33a2d0439d2c8b4",
    "metadata": {},
    "name": "UsersPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1786caf60ca66102eeec171af56747cd";

export default node;
