/**
 * @generated SignedSource<<03c818ccf6447e7b0bbaa0746f9bb304>>
 * @relayHash dd7f95a5c59d894fef337e37adfbd46e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b1da444c2403eaa9cafa66f895cda6dbc70aa845c31eaed3a41ae88f0dc58c9

import { ConcreteRequest } from 'relay-runtime';
export type ProductListInput = {
  name?: string | null | undefined;
  pid?: number | null | undefined;
};
export type ProductListEditorPageCreateMutation$variables = {
  add?: ReadonlyArray<number> | null | undefined;
  input: ProductListInput;
};
export type ProductListEditorPageCreateMutation$data = {
  readonly createProductList: {
    readonly id: string;
    readonly name: string;
    readonly pid: number;
    readonly productCount: number;
    readonly rowId: number;
  };
};
export type ProductListEditorPageCreateMutation = {
  response: ProductListEditorPageCreateMutation$data;
  variables: ProductListEditorPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "add"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "add",
        "variableName": "add"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ProductList",
    "kind": "LinkedField",
    "name": "createProductList",
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
        "name": "pid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListEditorPageCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListEditorPageCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7b1da444c2403eaa9cafa66f895cda6dbc70aa845c31eaed3a41ae88f0dc58c9",
    "metadata": {},
    "name": "ProductListEditorPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f707ecb95a3cc899ca8c0df21397977";

export default node;
