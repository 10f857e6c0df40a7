/**
 * @generated SignedSource<<ac71e417eed06f0ccb9e571463350342>>
 * @relayHash 1927a37d6fe711229771369b789ed2b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ee201a813b003e237a35c0a49d30cd108ede2cf3b7ef67258e28e0ee5d4532b

import { ConcreteRequest } from 'relay-runtime';
export type RmaProgressStatusMutation$variables = {
  comment: string;
  id: number;
  status: string;
};
export type RmaProgressStatusMutation$data = {
  readonly setRmaStatus: {
    readonly comments: ReadonlyArray<{
      readonly author: string;
      readonly createdAt: string;
      readonly id: string;
      readonly photoUrl: string | null | undefined;
      readonly status: string | null | undefined;
      readonly text: string;
    }>;
    readonly id: string;
    readonly nextStatuses: ReadonlyArray<string>;
    readonly status: string | null | undefined;
  };
};
export type RmaProgressStatusMutation = {
  response: RmaProgressStatusMutation$data;
  variables: RmaProgressStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "comment",
        "variableName": "comment"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "Rma",
    "kind": "LinkedField",
    "name": "setRmaStatus",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nextStatuses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RmaComment",
        "kind": "LinkedField",
        "name": "comments",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "author",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "photoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "name": "RmaProgressStatusMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RmaProgressStatusMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "9ee201a813b003e237a35c0a49d30cd108ede2cf3b7ef67258e28e0ee5d4532b",
    "metadata": {},
    "name": "RmaProgressStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c5c6803fc6ebe4b0ef3c0f941e4a8efb";

export default node;
