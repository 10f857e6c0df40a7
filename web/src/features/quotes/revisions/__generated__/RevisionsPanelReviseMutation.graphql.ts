/**
 * @generated SignedSource<<2bd0c0411a85ef79987b0558ad6030c7>>
 * @relayHash 2cfaa43c4209d1db2c67c1f0d5f6fb48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c75e6a01406a24a257b320bdfb1c63487663cae558bf1f2be9ecbed3bf8c0f7c

import { ConcreteRequest } from 'relay-runtime';
export type RevisionsPanelReviseMutation$variables = {
  id: number;
};
export type RevisionsPanelReviseMutation$data = {
  readonly reviseQuote: {
    readonly customerStatus: string | null | undefined;
    readonly expirationDate: string;
    readonly expired: boolean;
    readonly id: string;
    readonly lines: ReadonlyArray<{
      readonly id: string;
      readonly price: string;
      readonly quantity: number;
    }>;
    readonly revision: number;
    readonly revisions: ReadonlyArray<{
      readonly createdAt: string;
      readonly createdBy: string;
      readonly current: boolean;
      readonly revision: number;
      readonly status: string;
      readonly totalCost: string;
    }>;
    readonly totalCost: string;
  };
};
export type RevisionsPanelReviseMutation = {
  response: RevisionsPanelReviseMutation$data;
  variables: RevisionsPanelReviseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revision",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCost",
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
      }
    ],
    "concreteType": "Quote",
    "kind": "LinkedField",
    "name": "reviseQuote",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expired",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expirationDate",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "customerStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuoteLine",
        "kind": "LinkedField",
        "name": "lines",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quantity",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuoteRevision",
        "kind": "LinkedField",
        "name": "revisions",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdBy",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "name": "current",
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
    "name": "RevisionsPanelReviseMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RevisionsPanelReviseMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c75e6a01406a24a257b320bdfb1c63487663cae558bf1f2be9ecbed3bf8c0f7c",
    "metadata": {},
    "name": "RevisionsPanelReviseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "18fdcf5388729563695558ec23c6d68a";

export default node;
