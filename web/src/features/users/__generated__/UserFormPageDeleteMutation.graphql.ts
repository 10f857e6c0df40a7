/**
 * @generated SignedSource<<e9b0505e07a4e8a8dac35e47d8bc01ba>>
 * @relayHash 4e49424810d371bbf860ece5f4112547
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e42d5e4c829305b2a1d1623be46d65e7d573aa11322a249cc78bb1ca4e5fc167

import { ConcreteRequest } from 'relay-runtime';
export type UserFormPageDeleteMutation$variables = {
  ids: ReadonlyArray<number>;
};
export type UserFormPageDeleteMutation$data = {
  readonly deleteUsers: ReadonlyArray<string>;
};
export type UserFormPageDeleteMutation = {
  response: UserFormPageDeleteMutation$data;
  variables: UserFormPageDeleteMutation$variables;
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
    "name": "UserFormPageDeleteMutation",
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
    "name": "UserFormPageDeleteMutation",
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
    "id": "e42d5e4c829305b2a1d1623be46d65e7d573aa11322a249cc78bb1ca4e5fc167",
    "metadata": {},
    "name": "UserFormPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56b964acdc0340499e0d9ec80799d7ba";

export default node;
