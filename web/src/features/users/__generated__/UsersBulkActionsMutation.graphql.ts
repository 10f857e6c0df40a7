/**
 * @generated SignedSource<<951b9a532fb25eb8f0ace1bda05b74c5>>
 * @relayHash e65447c28ad5a6d4286383954df84e89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d3f0c9c76b155c8a2d28427bd6e7d9b5614649cefc0ce0afc1bece80e84cde7

import { ConcreteRequest } from 'relay-runtime';
export type UserBulkAction = "addToGroup" | "delete" | "removeFromGroup" | "role" | "%future added value";
export type UsersBulkActionsMutation$variables = {
  action: UserBulkAction;
  groupId?: number | null | undefined;
  ids: ReadonlyArray<number>;
  roleId?: number | null | undefined;
};
export type UsersBulkActionsMutation$data = {
  readonly bulkUpdateUsers: {
    readonly applied: number;
    readonly refused: number;
    readonly results: ReadonlyArray<{
      readonly message: string | null | undefined;
      readonly ok: boolean;
      readonly rowId: number;
    }>;
  };
};
export type UsersBulkActionsMutation = {
  response: UsersBulkActionsMutation$data;
  variables: UsersBulkActionsMutation$variables;
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
  "name": "groupId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "roleId"
},
v4 = [
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
        "name": "groupId",
        "variableName": "groupId"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "roleId",
        "variableName": "roleId"
      }
    ],
    "concreteType": "BulkResult",
    "kind": "LinkedField",
    "name": "bulkUpdateUsers",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersBulkActionsMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UsersBulkActionsMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "6d3f0c9c76b155c8a2d28427bd6e7d9b5614649cefc0ce0afc1bece80e84cde7",
    "metadata": {},
    "name": "UsersBulkActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ec4f3d33fb3052f055d55b9a60dd4a4d";

export default node;
