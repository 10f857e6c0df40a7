/**
 * @generated SignedSource<<11d0c53259a0b47d5b52fee24cb8792c>>
 * @relayHash 72dedbe679b3adfb4b6089e1825b1a17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53a172440d78e6b584c0638247ccbee95a4cf3216c000cf6daae4fdcf30f2a7a

import { ConcreteRequest } from 'relay-runtime';
export type GroupPageSetMemberMutation$variables = {
  groupId: number;
  member: boolean;
  userId: number;
};
export type GroupPageSetMemberMutation$data = {
  readonly setGroupMember: {
    readonly activeGroup: {
      readonly id: string;
      readonly name: string;
      readonly rowId: number;
    } | null | undefined;
    readonly groupId: number | null | undefined;
    readonly groupIds: ReadonlyArray<number>;
    readonly groups: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly rowId: number;
    }>;
    readonly id: string;
    readonly isMemberOf: boolean;
  };
};
export type GroupPageSetMemberMutation = {
  response: GroupPageSetMemberMutation$data;
  variables: GroupPageSetMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "member"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v3 = {
  "kind": "Variable",
  "name": "groupId",
  "variableName": "groupId"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
    "name": "name",
    "storageKey": null
  }
],
v6 = [
  {
    "alias": null,
    "args": [
      (v3/*:: as any*/),
      {
        "kind": "Variable",
        "name": "member",
        "variableName": "member"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setGroupMember",
    "plural": false,
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "groupId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "groupIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v3/*:: as any*/)
        ],
        "kind": "ScalarField",
        "name": "isMemberOf",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Group",
        "kind": "LinkedField",
        "name": "groups",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Group",
        "kind": "LinkedField",
        "name": "activeGroup",
        "plural": false,
        "selections": (v5/*:: as any*/),
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
    "name": "GroupPageSetMemberMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GroupPageSetMemberMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "53a172440d78e6b584c0638247ccbee95a4cf3216c000cf6daae4fdcf30f2a7a",
    "metadata": {},
    "name": "GroupPageSetMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2fcd416d5f528fe58c5f2f55e039aa29";

export default node;
