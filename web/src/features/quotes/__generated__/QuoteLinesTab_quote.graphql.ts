/**
 * @generated SignedSource<<397a0b926b6f869caf33605c6d40f372>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteLinesTab_quote$data = {
  readonly approval: {
    readonly lines: ReadonlyArray<{
      readonly lineNumber: number;
    }>;
  };
  readonly configurationChecks: ReadonlyArray<{
    readonly check: {
      readonly currentPrice: string | null | undefined;
      readonly currentVersion: number | null | undefined;
      readonly linePrice: string;
      readonly lineVersion: number | null | undefined;
      readonly messages: ReadonlyArray<string>;
      readonly status: string;
    };
    readonly lineId: number;
  }>;
  readonly id: string;
  readonly lineCount: number;
  readonly lines: ReadonlyArray<{
    readonly id: string;
    readonly lineNumber: number;
    readonly rowId: number;
    readonly " $fragmentSpreads": FragmentRefs<"QuoteLinesTab_line">;
  }>;
  readonly nextLineNumber: number;
  readonly orderLineRefusal: string | null | undefined;
  readonly rowId: number;
  readonly totalCost: string;
  readonly type: number;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "QuoteLinesTab_quote";
};
export type QuoteLinesTab_quote$key = {
  readonly " $data"?: QuoteLinesTab_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteLinesTab_quote">;
};

const node: ReaderFragment = (function(){
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
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lineNumber",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteLinesTab_quote",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderLineRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextLineNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineCount",
      "storageKey": null
    },
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
          "concreteType": "ApprovalLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "QuoteLinesTab_line"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteLineCheck",
      "kind": "LinkedField",
      "name": "configurationChecks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ConfigurationCheck",
          "kind": "LinkedField",
          "name": "check",
          "plural": false,
          "selections": [
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
              "name": "lineVersion",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currentVersion",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "linePrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currentPrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "messages",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Quote",
  "abstractKey": null
};
})();

(node as any).hash = "19d6a5ba056523f918835941b72f9887";

export default node;
