/**
 * @generated SignedSource<<4dcd56d7b68f464cb28381945ab3d6e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssueReportsPageDeleteMutation$variables = {
  id: number;
};
export type IssueReportsPageDeleteMutation$data = {
  readonly deleteIssueReport: string;
};
export type IssueReportsPageDeleteMutation = {
  response: IssueReportsPageDeleteMutation$data;
  variables: IssueReportsPageDeleteMutation$variables;
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
    "name": "deleteIssueReport",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueReportsPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueReportsPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21430c1242617822be938a1497962b60",
    "id": null,
    "metadata": {},
    "name": "IssueReportsPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation IssueReportsPageDeleteMutation(\n  $id: Int!\n) {\n  deleteIssueReport(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "8c9ffd99710339283f0dabdc7680a371";

export default node;
