/**
 * @generated SignedSource<<1aa45ce4adfd1fa5f2515d4c65ff6898>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SendQuoteDialog_quote$data = {
  readonly contact: {
    readonly email: string | null | undefined;
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly id: string;
  readonly revision: number;
  readonly rowId: number;
  readonly shareRecipients: ReadonlyArray<{
    readonly email: string;
    readonly kind: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SendQuoteDialog_quote";
};
export type SendQuoteDialog_quote$key = {
  readonly " $data"?: SendQuoteDialog_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"SendQuoteDialog_quote">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SendQuoteDialog_quote",
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
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuoteShareRecipient",
      "kind": "LinkedField",
      "name": "shareRecipients",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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

(node as any).hash = "eb1a16580e706821c25d3519d36b1358";

export default node;
