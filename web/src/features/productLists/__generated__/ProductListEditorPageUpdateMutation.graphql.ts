/**
 * @generated SignedSource<<d6deaaf51badcf670e11ab5e5cf7ae50>>
 * @relayHash 322bdf2edcba9d496cfb6f1eb7e1c389
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eab3a3366d7be142f364200c9c148899bea0b80db03e4070411c220039879590

import { ConcreteRequest } from 'relay-runtime';
export type ProductListInput = {
  name?: string | null | undefined;
  pid?: number | null | undefined;
};
export type ProductListEditorPageUpdateMutation$variables = {
  add?: ReadonlyArray<number> | null | undefined;
  id: number;
  input: ProductListInput;
  remove?: ReadonlyArray<number> | null | undefined;
};
export type ProductListEditorPageUpdateMutation$data = {
  readonly updateProductList: {
    readonly id: string;
    readonly name: string;
    readonly pid: number;
    readonly productCount: number;
    readonly rowId: number;
  };
};
export type ProductListEditorPageUpdateMutation = {
  response: ProductListEditorPageUpdateMutation$data;
  variables: ProductListEditorPageUpdateMutation$variables;
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
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "remove"
},
v4 = [
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "remove",
        "variableName": "remove"
      }
    ],
    "concreteType": "ProductList",
    "kind": "LinkedField",
    "name": "updateProductList",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListEditorPageUpdateMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListEditorPageUpdateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "eab3a3366d7be142f364200c9c148899bea0b80db03e4070411c220039879590",
    "metadata": {},
    "name": "ProductListEditorPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9b0da1e615395af8ac488014d89c8bcf";

export default node;
