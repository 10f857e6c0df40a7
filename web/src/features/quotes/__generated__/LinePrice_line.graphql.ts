/**
 * @generated SignedSource<<949f0c8977b162e951061eb431bf447c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LinePrice_line$data = {
  readonly cost: string | null | undefined;
  readonly discountPercent: number | null | undefined;
  readonly id: string;
  readonly lineNumber: number;
  readonly listPrice: string | null | undefined;
  readonly marginPercent: number | null | undefined;
  readonly price: string;
  readonly rowId: number;
  readonly " $fragmentType": "LinePrice_line";
};
export type LinePrice_line$key = {
  readonly " $data"?: LinePrice_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinePrice_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinePrice_line",
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
      "name": "lineNumber",
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
      "name": "listPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marginPercent",
      "storageKey": null
    }
  ],
  "type": "QuoteLine",
  "abstractKey": null
};

(node as any).hash = "c655a7a0d04e919c6ba1ae74a412f17b";

export default node;
