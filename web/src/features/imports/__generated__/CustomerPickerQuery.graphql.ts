/**
 * @generated SignedSource<<c49c274c60941645b5cffdc10373e898>>
 * @relayHash be35162af5aeb6cc904d4703ade4a3d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cbfe500ed473962e618f54fae404a7df2c069ffd2d059abcbb5bc2a4c3dbe30

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
    "id": "9cbfe500ed473962e618f54fae404a7df2c069ffd2d059abcbb5bc2a4c3dbe30",
    "metadata": {},
    "name": "CustomerPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "58cde138c2d2656de5c7a38089ba01ae";

export default node;
