/**
 * @generated SignedSource<<a7d458714e89f5d82bf6b29af6113193>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RmasPageDeleteMutation$variables = {
  id: number;
};
export type RmasPageDeleteMutation$data = {
  readonly deleteRma: string;
};
export type RmasPageDeleteMutation = {
  response: RmasPageDeleteMutation$data;
  variables: RmasPageDeleteMutation$variables;
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
    "name": "deleteRma",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RmasPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmasPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cf7457030343984fe92277df1a997f76",
    "id": null,
    "metadata": {},
    "name": "RmasPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation RmasPageDeleteMutation(\n  $id: Int!\n) {\n  deleteRma(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "78d879a84a2931f060aaa57c91aa53fe";

export default node;
