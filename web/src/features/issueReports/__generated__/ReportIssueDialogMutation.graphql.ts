/**
 * @generated SignedSource<<1c5aa9de072b756f20167f198e8b3902>>
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
export type ReportIssueDialogMutation$variables = {
  input: IssueReportInput;
};
export type ReportIssueDialogMutation$data = {
  readonly createIssueReport: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type ReportIssueDialogMutation = {
  response: ReportIssueDialogMutation$data;
  variables: ReportIssueDialogMutation$variables;
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
    "name": "ReportIssueDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportIssueDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "91828063f2ab51135dc8b0c0cf36b920",
    "id": null,
    "metadata": {},
    "name": "ReportIssueDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ReportIssueDialogMutation(\n  $input: IssueReportInput!\n) {\n  createIssueReport(input: $input) {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca28288e997d0d00532af4777b468879";

export default node;
