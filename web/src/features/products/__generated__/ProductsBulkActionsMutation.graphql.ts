/**
 * @generated SignedSource<<053ad6b750115d20abc9c742075f06a8>>
 * @relayHash 269df3383ee525130aa9c23d3af625ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e37cc0be59b6b75b82c1f73f11a57d13b5ec706d247714ff5383e485c50bd95c

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
    readonly rows: ReadonlyArray<{
      readonly id: number;
      readonly message: string | null | undefined;
      readonly ok: boolean;
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
        "name": "rows",
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
    "id": "e37cc0be59b6b75b82c1f73f11a57d13b5ec706d247714ff5383e485c50bd95c",
    "metadata": {},
    "name": "ProductsBulkActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84acc2b7c75c5c79a9179e47e61d3541";

export default node;
