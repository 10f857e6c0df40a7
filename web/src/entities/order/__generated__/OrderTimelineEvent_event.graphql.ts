/**
 * @generated SignedSource<<5f573c047707b3eabd81845316afcde9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTimelineEvent_event$data = {
  readonly actor: string;
  readonly at: string;
  readonly data: any;
  readonly kind: string;
  readonly text: string;
  readonly " $fragmentType": "OrderTimelineEvent_event";
};
export type OrderTimelineEvent_event$key = {
  readonly " $data"?: OrderTimelineEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineEvent_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTimelineEvent_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "name": "actor",
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
      "name": "data",
      "storageKey": null
    }
  ],
  "type": "OrderEvent",
  "abstractKey": null
};

(node as any).hash = "8ee5513acfbe66d5337efc43ef72808e";

export default node;
