/**
 * @generated SignedSource<<44837935dc399ff33fdf84bad5ac012c>>
 * @relayHash 25f30b9d36fc013edeb96628761d99b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f93eacbdb840f376b3f6161e2f2c6fd6ba2927467042cc6aabf46fb34645f080

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalListenerSubscription$variables = Record<PropertyKey, never>;
export type ApprovalListenerSubscription$data = {
  readonly quoteApprovalChanged: {
    readonly decidedByName: string;
    readonly decisionComment: string;
    readonly id: string;
    readonly quote: {
      readonly approval: {
        readonly latest: {
          readonly decidedAt: string | null | undefined;
          readonly decidedByName: string;
          readonly decisionComment: string;
          readonly id: string;
          readonly status: string;
          readonly statusLabel: string;
        } | null | undefined;
        readonly lines: ReadonlyArray<{
          readonly lineNumber: number;
        }>;
        readonly message: string | null | undefined;
        readonly state: string;
      };
      readonly id: string;
    } | null | undefined;
    readonly quoteId: number;
    readonly requestedByName: string;
    readonly requestedByUserId: number | null | undefined;
    readonly rowId: number;
    readonly status: string;
    readonly statusLabel: string;
  };
};
export type ApprovalListenerSubscription = {
  response: ApprovalListenerSubscription$data;
  variables: ApprovalListenerSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "decidedByName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "decisionComment",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QuoteApproval",
    "kind": "LinkedField",
    "name": "quoteApprovalChanged",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
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
        "name": "quoteId",
        "storageKey": null
      },
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestedByUserId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestedByName",
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Quote",
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QuoteApprovalState",
            "kind": "LinkedField",
            "name": "approval",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApprovalLine",
                "kind": "LinkedField",
                "name": "lines",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineNumber",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuoteApproval",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decidedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApprovalListenerSubscription",
    "selections": (v5/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApprovalListenerSubscription",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "f93eacbdb840f376b3f6161e2f2c6fd6ba2927467042cc6aabf46fb34645f080",
    "metadata": {},
    "name": "ApprovalListenerSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b1856d3f1600f0a24225e1080f29cfb9";

export default node;
