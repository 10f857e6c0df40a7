/**
 * @generated SignedSource<<0e66c0f092f64d10af098d044b36b2ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevisionsPanel_quote$data = {
  readonly customerStatus: string | null | undefined;
  readonly expirationDate: string;
  readonly expired: boolean;
  readonly id: string;
  readonly revision: number;
  readonly revisions: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdBy: string;
    readonly current: boolean;
    readonly revision: number;
    readonly status: string;
    readonly totalCost: string;
  }>;
  readonly rowId: number;
  readonly type: number;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "RevisionsPanel_quote";
};
export type RevisionsPanel_quote$key = {
  readonly " $data"?: RevisionsPanel_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevisionsPanel_quote">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revision",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevisionsPanel_quote",
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
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "customerStatus",
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
        (v0/*:: as any*/),
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
  "type": "Quote",
  "abstractKey": null
};
})();

(node as any).hash = "d8fade431d00e229253e68ee1799dcae";

export default node;
