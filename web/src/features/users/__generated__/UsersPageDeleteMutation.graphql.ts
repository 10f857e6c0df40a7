/**
 * @generated SignedSource<<fef14ccd2569eef073f818286d3723af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UsersPageDeleteMutation$variables = {
  ids: ReadonlyArray<number>;
};
export type UsersPageDeleteMutation$data = {
  readonly deleteUsers: ReadonlyArray<number>;
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
    "name": "UsersPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UsersPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a3b3d326f75797cddcd97e974b404d9f",
    "id": null,
    "metadata": {},
    "name": "UsersPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation UsersPageDeleteMutation(\n  $ids: [Int!]!\n) {\n  deleteUsers(ids: $ids)\n}\n"
  }
};
})();

(node as any).hash = "01634730da074536d9770b10b593069f";

export default node;
