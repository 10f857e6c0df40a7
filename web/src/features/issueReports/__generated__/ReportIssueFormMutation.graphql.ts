/**
 * @generated SignedSource<<0353bcdcf028835acd3d6250dfc4303c>>
 * @relayHash ab2dd45381f2e309f17975dd5a810637
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5912cd87946ad0617233aef2147a14dc2e5b58a4781f8fb90f2dc4e88fafa483

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
    "id": "5912cd87946ad0617233aef2147a14dc2e5b58a4781f8fb90f2dc4e88fafa483",
    "metadata": {},
    "name": "ReportIssueFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80337227cca990b7aba86bffd94f2dc9";

export default node;
