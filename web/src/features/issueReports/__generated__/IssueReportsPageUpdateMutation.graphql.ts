/**
 * @generated SignedSource<<06e4d1961f8bdbd8838f8091bd2372f7>>
 * @relayHash af4a8c1c80ea4b90ae054634762fcf4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ecdb81df1db509daec5f1d4e709ec361f9631f4f7048f45cc4fba56d5aa7823

import { ConcreteRequest } from 'relay-runtime';
export type IssueReportInput = {
  priority?: number | null | undefined;
  report?: string | null | undefined;
  status?: number | null | undefined;
  title?: string | null | undefined;
};
export type IssueReportsPageUpdateMutation$variables = {
  id: number;
  input: IssueReportInput;
};
export type IssueReportsPageUpdateMutation$data = {
  readonly updateIssueReport: {
    readonly id: string;
    readonly priority: number;
    readonly priorityName: string;
    readonly report: string;
    readonly rowId: number;
    readonly status: number;
    readonly statusName: string;
    readonly title: string;
  };
};
export type IssueReportsPageUpdateMutation = {
  response: IssueReportsPageUpdateMutation$data;
  variables: IssueReportsPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "IssueReport",
    "kind": "LinkedField",
    "name": "updateIssueReport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "report",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "priority",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "priorityName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueReportsPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueReportsPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9ecdb81df1db509daec5f1d4e709ec361f9631f4f7048f45cc4fba56d5aa7823",
    "metadata": {},
    "name": "IssueReportsPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d8a80bb8f77316fb86d9ffd0b117f8d6";

export default node;
