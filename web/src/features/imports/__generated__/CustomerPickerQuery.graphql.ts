/**
 * @generated SignedSource<<7e1e0ca07eb3e52089920934dbac8215>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CustomerPickerQuery$variables = {
  search?: string | null | undefined;
};
export type CustomerPickerQuery$data = {
  readonly importAddressCustomers: ReadonlyArray<{
    readonly companyName: string;
    readonly erpId: string | null | undefined;
    readonly id: string;
    readonly rowId: number;
  }>;
};
export type CustomerPickerQuery = {
  response: CustomerPickerQuery$data;
  variables: CustomerPickerQuery$variables;
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
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "importAddressCustomers",
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
    "name": "CustomerPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be35162af5aeb6cc904d4703ade4a3d2",
    "id": null,
    "metadata": {},
    "name": "CustomerPickerQuery",
    "operationKind": "query",
    "text": "query CustomerPickerQuery(\n  $search: String\n) {\n  importAddressCustomers(search: $search) {\n    id\n    rowId\n    companyName\n    erpId\n  }\n}\n"
  }
};
})();

(node as any).hash = "58cde138c2d2656de5c7a38089ba01ae";

export default node;
