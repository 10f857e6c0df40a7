/**
 * @generated SignedSource<<2f7a6ed9e278b96d02170923bcc66247>>
 * @relayHash b3d95ee3c284c17dfa3d2e5b522c74d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d11d0b0227b72e582dd5498dcb53e770d51c7c265a86e15e5acc1bb4108c7012

import { ConcreteRequest } from 'relay-runtime';
export type GroupMenuSetActiveGroupMutation$variables = {
  groupId?: number | null | undefined;
};
export type GroupMenuSetActiveGroupMutation$data = {
  readonly setActiveGroup: {
    readonly activeGroup: {
      readonly id: string;
      readonly name: string;
      readonly rowId: number;
    } | null | undefined;
    readonly groupId: number | null | undefined;
    readonly id: string;
  };
};
export type GroupMenuSetActiveGroupMutation = {
  response: GroupMenuSetActiveGroupMutation$data;
  variables: GroupMenuSetActiveGroupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "groupId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "groupId",
        "variableName": "groupId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "setActiveGroup",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
        "concreteType": "Group",
        "kind": "LinkedField",
        "name": "activeGroup",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "name": "GroupMenuSetActiveGroupMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupMenuSetActiveGroupMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d11d0b0227b72e582dd5498dcb53e770d51c7c265a86e15e5acc1bb4108c7012",
    "metadata": {},
    "name": "GroupMenuSetActiveGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "815fafc472ff2ca1d1c9dd9e08389ee1";

export default node;
