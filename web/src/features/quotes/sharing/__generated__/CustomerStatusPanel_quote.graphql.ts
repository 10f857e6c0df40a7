/**
 * @generated SignedSource<<3caceb474b132eb8266053a75fb61110>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerStatusPanel_quote$data = {
  readonly customerResponse: {
    readonly at: string | null | undefined;
    readonly note: string | null | undefined;
    readonly status: string;
  } | null | undefined;
  readonly customerStatus: string | null | undefined;
  readonly expirationDate: string;
  readonly expired: boolean;
  readonly id: string;
  readonly revision: number;
  readonly rowId: number;
  readonly type: number;
  readonly viewerCanEdit: boolean;
  readonly viewerCanPlaceAccepted: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"SendQuoteDialog_quote">;
  readonly " $fragmentType": "CustomerStatusPanel_quote";
};
export type CustomerStatusPanel_quote$key = {
  readonly " $data"?: CustomerStatusPanel_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerStatusPanel_quote">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerStatusPanel_quote",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
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
      "name": "viewerCanPlaceAccepted",
      "storageKey": null
    },
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
      "name": "customerStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteCustomerResponse",
      "kind": "LinkedField",
      "name": "customerResponse",
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
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SendQuoteDialog_quote"
    }
  ],
  "type": "Quote",
  "abstractKey": null
};

(node as any).hash = "291106519df184acbca50dcdad7dee83";

export default node;
