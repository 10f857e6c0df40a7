/**
 * @generated SignedSource<<1997356e4f8941aded7b65056caee1d2>>
 * @relayHash de77a95e39c996592cbcb385a2c0c600
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5307746f31da0bee929e8f9f1d43b45910e260acc7fc83bc0b8f657f213076c8

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalsPageDecideMutation$variables = {
  approve: boolean;
  comment?: string | null | undefined;
  id: number;
};
export type ApprovalsPageDecideMutation$data = {
  readonly decideQuoteApproval: {
    readonly canDecide: boolean;
    readonly decidedAt: string | null | undefined;
    readonly decidedByName: string;
    readonly decisionComment: string;
    readonly id: string;
    readonly status: string;
    readonly statusLabel: string;
  };
};
export type ApprovalsPageDecideMutation = {
  response: ApprovalsPageDecideMutation$data;
  variables: ApprovalsPageDecideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "approve"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comment"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "approve",
        "variableName": "approve"
      },
      {
        "kind": "Variable",
        "name": "comment",
        "variableName": "comment"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "QuoteApproval",
    "kind": "LinkedField",
    "name": "decideQuoteApproval",
    "plural": false,
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decidedByName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decisionComment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decidedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "canDecide",
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
    "name": "ApprovalsPageDecideMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ApprovalsPageDecideMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "5307746f31da0bee929e8f9f1d43b45910e260acc7fc83bc0b8f657f213076c8",
    "metadata": {},
    "name": "ApprovalsPageDecideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b22a86d10721748753e163fac6e16e47";

export default node;
