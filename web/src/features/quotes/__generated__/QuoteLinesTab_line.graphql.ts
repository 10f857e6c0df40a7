/**
 * @generated SignedSource<<d167a5b000e26cd779db04868b37059c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuoteLinesTab_line$data = {
  readonly _id: string;
  readonly configurationId: string;
  readonly description: string;
  readonly details: any;
  readonly headerId: string | null | undefined;
  readonly id: string;
  readonly imgUrl: string | null | undefined;
  readonly isNonConfigurable: boolean;
  readonly lineNumber: number;
  readonly maxQuantity: number | null | undefined;
  readonly modelNo: string | null | undefined;
  readonly partNumber: string;
  readonly price: string;
  readonly productId: number | null | undefined;
  readonly quantity: number;
  readonly rowId: number;
  readonly series: string | null | undefined;
  readonly total: string;
  readonly trackingNumber: string | null | undefined;
  readonly trackingUrl: string | null | undefined;
  readonly type: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LinePrice_line">;
  readonly " $fragmentType": "QuoteLinesTab_line";
};
export type QuoteLinesTab_line$key = {
  readonly " $data"?: QuoteLinesTab_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuoteLinesTab_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuoteLinesTab_line",
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
      "name": "_id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "configurationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
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
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imgUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "series",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "modelNo",
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
      "name": "details",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNonConfigurable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxQuantity",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LinePrice_line"
    }
  ],
  "type": "QuoteLine",
  "abstractKey": null
};

(node as any).hash = "b7c1330347e1b422c5cb1604e183c907";

export default node;
