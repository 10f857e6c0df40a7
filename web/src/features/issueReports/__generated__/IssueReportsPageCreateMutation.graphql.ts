/**
 * @generated SignedSource<<4ddcf0244b28f9a0615292a154a9c467>>
 * @relayHash 8ffc676d499ad96fdf3f0d6b53b818dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebd09a9e307e5a8d2c47c710284f66f10aa94a9ea01774ef4b20e7d11c1369a9

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
    "id": "ebd09a9e307e5a8d2c47c710284f66f10aa94a9ea01774ef4b20e7d11c1369a9",
    "metadata": {},
    "name": "IssueReportsPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "039e112f435205f91a187f87f0a6db48";

export default node;
