/**
 * @generated SignedSource<<366ce685053cc7a10f25e40d9c5ca07f>>
 * @relayHash ab7b27dfea66a6124fe5b647dd1d2670
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec67a862c6d0859531f8f0be36738ca283c62d5b0a4ae6290c61ef65be554803

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
        "name": "results",
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
    "id": "ec67a862c6d0859531f8f0be36738ca283c62d5b0a4ae6290c61ef65be554803",
    "metadata": {},
    "name": "ProductsBulkActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32d271069d6d98453da8bb303afb23da";

export default node;
