/**
 * @generated SignedSource<<44b98d8c259f03f8aa5547522f56ccbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssueReportInput = {
  priority?: number | null | undefined;
  report?: string | null | undefined;
  status?: number | null | undefined;
  title?: string | null | undefined;
};
export type ReportIssueFormMutation$variables = {
  input: IssueReportInput;
};
export type ReportIssueFormMutation$data = {
  readonly createIssueReport: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type ReportIssueFormMutation = {
  response: ReportIssueFormMutation$data;
  variables: ReportIssueFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "IssueReport",
    "kind": "LinkedField",
    "name": "createIssueReport",
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
    "name": "ReportIssueFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportIssueFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ab2dd45381f2e309f17975dd5a810637",
    "id": null,
    "metadata": {},
    "name": "ReportIssueFormMutation",
    "operationKind": "mutation",
    "text": "mutation ReportIssueFormMutation(\n  $input: IssueReportInput!\n) {\n  createIssueReport(input: $input) {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "80337227cca990b7aba86bffd94f2dc9";

export default node;
