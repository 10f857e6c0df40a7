/**
 * @generated SignedSource<<9e06796227d7db46335f3f7a896a2afe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4e49424810d371bbf860ece5f4112547",
    "id": null,
    "metadata": {},
    "name": "UserFormPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation UserFormPageDeleteMutation(\n  $ids: [Int!]!\n) {\n  deleteUsers(ids: $ids)\n}\n"
  }
};
})();

(node as any).hash = "56b964acdc0340499e0d9ec80799d7ba";

export default node;
