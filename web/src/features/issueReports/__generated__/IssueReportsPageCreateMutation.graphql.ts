/**
 * @generated SignedSource<<e56ef81ad91d8c4481f63b9cae6617e5>>
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
export type IssueReportsPageCreateMutation$variables = {
  input: IssueReportInput;
};
export type IssueReportsPageCreateMutation$data = {
  readonly createIssueReport: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type IssueReportsPageCreateMutation = {
  response: IssueReportsPageCreateMutation$data;
  variables: IssueReportsPageCreateMutation$variables;
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
    "name": "IssueReportsPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueReportsPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8ffc676d499ad96fdf3f0d6b53b818dd",
    "id": null,
    "metadata": {},
    "name": "IssueReportsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation IssueReportsPageCreateMutation(\n  $input: IssueReportInput!\n) {\n  createIssueReport(input: $input) {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "039e112f435205f91a187f87f0a6db48";

export default node;
