/**
 * @generated SignedSource<<a62b1a5e3b71656eecbe828766cceb73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Pager_pageCursors$data = {
  readonly around: ReadonlyArray<{
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
    readonly page: number;
  }>;
  readonly first: {
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
    readonly page: number;
  } | null | undefined;
  readonly last: {
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
    readonly page: number;
  } | null | undefined;
  readonly next: {
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
    readonly page: number;
  } | null | undefined;
  readonly previous: {
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
    readonly page: number;
  } | null | undefined;
  readonly " $fragmentType": "Pager_pageCursors";
};
export type Pager_pageCursors$key = {
  readonly " $data"?: Pager_pageCursors$data;
  readonly " $fragmentSpreads": FragmentRefs<"Pager_pageCursors">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cursor",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "page",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isCurrent",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Pager_pageCursors",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "around",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "first",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "last",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "previous",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "next",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "PageCursors",
  "abstractKey": null
};
})();

(node as any).hash = "c312a40abf24229623cc6c1092ff9772";

export default node;
