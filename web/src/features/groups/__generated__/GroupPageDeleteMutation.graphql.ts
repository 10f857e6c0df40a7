/**
 * @generated SignedSource<<57a5425b4086e2d49ff8640896ae27dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GroupPageDeleteMutation$variables = {
  id: number;
};
export type GroupPageDeleteMutation$data = {
  readonly deleteGroup: string;
};
export type GroupPageDeleteMutation = {
  response: GroupPageDeleteMutation$data;
  variables: GroupPageDeleteMutation$variables;
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
    "name": "deleteGroup",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c86d883dfeee2d84725ed777a7b090da",
    "id": null,
    "metadata": {},
    "name": "GroupPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation GroupPageDeleteMutation(\n  $id: Int!\n) {\n  deleteGroup(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "1162412449c1c93b70e83557fc1a7205";

export default node;
