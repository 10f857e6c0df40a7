/**
 * @generated SignedSource<<b226ecfd4baf19a178e554365cbe2296>>
 * @relayHash 4107039a17ddc18dd9d92a9eb2afc11a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d6338d311c2b4ee99f9a0f6f9708a1f1d23a3d7ba3926872b28b6710bec897d

import { ConcreteRequest } from 'relay-runtime';
export type ProductBulkAction = "delete" | "price" | "%future added value";
export type ProductsBulkActionsMutation$variables = {
  action: ProductBulkAction;
  ids: ReadonlyArray<number>;
  percent?: number | null | undefined;
};
export type ProductsBulkActionsMutation$data = {
  readonly bulkUpdateProducts: {
    readonly applied: number;
    readonly refused: number;
    readonly results: ReadonlyArray<{
      readonly message: string | null | undefined;
      readonly ok: boolean;
      readonly rowId: number;
    }>;
  };
};
export type ProductsBulkActionsMutation = {
  response: ProductsBulkActionsMutation$data;
  variables: ProductsBulkActionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "percent"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "action",
        "variableName": "action"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "percent",
        "variableName": "percent"
      }
    ],
    "concreteType": "BulkResult",
    "kind": "LinkedField",
    "name": "bulkUpdateProducts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applied",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refused",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkRowResult",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
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
            "name": "ok",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductsBulkActionsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductsBulkActionsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8d6338d311c2b4ee99f9a0f6f9708a1f1d23a3d7ba3926872b28b6710bec897d",
    "metadata": {},
    "name": "ProductsBulkActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "59754335f4398ad5749d2288e70361b5";

export default node;
