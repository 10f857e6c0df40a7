/**
 * @generated SignedSource<<65eafc8ad8f8199cc5acfd2d7e828afb>>
 * @relayHash aed3260b0ba83f5832d1a24136c174d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bae461cedfd28bd0e53da7ff5799699ac0722b8e3e4bbcab2ffbd8fdef7a702

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
    "id": "5bae461cedfd28bd0e53da7ff5799699ac0722b8e3e4bbcab2ffbd8fdef7a702",
    "metadata": {},
    "name": "UsersBulkActionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2a6338aa7e426215bfbddf98386d913";

export default node;
