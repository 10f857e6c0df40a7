/**
 * @generated SignedSource<<552ae37a23d7bcb6b977d5603e11f31d>>
 * @relayHash 0dd7beda324a53e6d94d05905caff2f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f44b74f34f84a57be01388fbafbdc54b36413ba5d44e5802999e408308ce062a

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
    readonly rows: ReadonlyArray<{
      readonly id: number;
      readonly message: string | null | undefined;
      readonly ok: boolean;
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
    "id": "f44b74f34f84a57be01388fbafbdc54b36413ba5d44e5802999e408308ce062a",
    "metadata": {},
    "name": "UsersBulkActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd5524b9f2c7ce763282002ceea5f794";

export default node;
