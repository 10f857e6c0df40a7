/**
 * @generated SignedSource<<8a73b6d4080354e990f6aa578b6ef9c4>>
 * @relayHash 633797310297d2352164998ce5f56d3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dc85d5dde2b032e946b2be7960cab81f69e45c2597e27597ecdc4e1d9fd19df

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
    "id": "9dc85d5dde2b032e946b2be7960cab81f69e45c2597e27597ecdc4e1d9fd19df",
    "metadata": {},
    "name": "CustomerTabPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5c97a0850d597cbffa6427d92b49768f";

export default node;
