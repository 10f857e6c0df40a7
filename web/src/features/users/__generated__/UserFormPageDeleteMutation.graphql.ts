/**
 * @generated SignedSource<<cdde275a5eb519bb6e8e92f7aae55369>>
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
  readonly deleteUsers: ReadonlyArray<number>;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteUsers",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormPageDeleteMutation",
    "selections": (v1/*:: as any*/)
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

(node as any).hash = "7c0d6aad29e3f72b6d6b0fb82a7b6d10";

export default node;
