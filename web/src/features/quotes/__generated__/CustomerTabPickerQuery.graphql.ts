/**
 * @generated SignedSource<<7efed08f1c74b59ca7720b60378d2baf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CustomerTabPickerQuery$variables = {
  search?: string | null | undefined;
};
export type CustomerTabPickerQuery$data = {
  readonly quoteCustomers: ReadonlyArray<{
    readonly companyName: string;
    readonly erpId: string | null | undefined;
    readonly id: string;
    readonly rowId: number;
  }>;
};
export type CustomerTabPickerQuery = {
  response: CustomerTabPickerQuery$data;
  variables: CustomerTabPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "quoteCustomers",
    "plural": true,
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
        "name": "companyName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erpId",
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
    "name": "CustomerTabPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerTabPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "633797310297d2352164998ce5f56d3c",
    "id": null,
    "metadata": {},
    "name": "CustomerTabPickerQuery",
    "operationKind": "query",
    "text": "query CustomerTabPickerQuery(\n  $search: String\n) {\n  quoteCustomers(search: $search, first: 50) {\n    id\n    rowId\n    companyName\n    erpId\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c97a0850d597cbffa6427d92b49768f";

export default node;
