/**
 * @generated SignedSource<<c2b4b4e3c0c4f6c7bad35e4f697d5887>>
 * @relayHash 4b9b2fffaf2e8b825c0299c9a6b9d048
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a2375bbda1d6fb78c05412584b9e7b0c754467d8fac959136987e09d9f8b8a9

import { ConcreteRequest } from 'relay-runtime';
export type RmaProgressCommentMutation$variables = {
  id: number;
  photoFileId?: number | null | undefined;
  text: string;
};
export type RmaProgressCommentMutation$data = {
  readonly addRmaComment: {
    readonly comments: ReadonlyArray<{
      readonly author: string;
      readonly createdAt: string;
      readonly id: string;
      readonly photoUrl: string | null | undefined;
      readonly status: string | null | undefined;
      readonly text: string;
    }>;
    readonly id: string;
  };
};
export type RmaProgressCommentMutation = {
  response: RmaProgressCommentMutation$data;
  variables: RmaProgressCommentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "photoFileId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "photoFileId",
        "variableName": "photoFileId"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "Rma",
    "kind": "LinkedField",
    "name": "addRmaComment",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
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
    "name": "RmaProgressCommentMutation",
    "selections": (v4/*:: as any*/),
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
    "name": "RmaProgressCommentMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "5a2375bbda1d6fb78c05412584b9e7b0c754467d8fac959136987e09d9f8b8a9",
    "metadata": {},
    "name": "RmaProgressCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ffeab3715fe58acdd0d84e1e03d0c83";

export default node;
