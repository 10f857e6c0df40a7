/**
 * @generated SignedSource<<ce607b00864b9cb584a76722e11ab91a>>
 * @relayHash 21430c1242617822be938a1497962b60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eeff22aad0fef6d8bb94c8788e421d5741d85e9f3e367b9608e66c31f3a2aa11

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
    "id": "eeff22aad0fef6d8bb94c8788e421d5741d85e9f3e367b9608e66c31f3a2aa11",
    "metadata": {},
    "name": "IssueReportsPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c9ffd99710339283f0dabdc7680a371";

export default node;
