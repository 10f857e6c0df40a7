/**
 * @generated SignedSource<<3dcf55a0ec827aff3f2eb3af830561d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatusTypesPage_statusType$data = {
  readonly displayOrder: number;
  readonly id: string;
  readonly name: string;
  readonly roleLevel: number;
  readonly rowId: number;
  readonly visible: boolean;
  readonly " $fragmentType": "StatusTypesPage_statusType";
};
export type StatusTypesPage_statusType$key = {
  readonly " $data"?: StatusTypesPage_statusType$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusTypesPage_statusType">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusTypesPage_statusType",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visible",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayOrder",
      "storageKey": null
    }
  ],
  "type": "StatusType",
  "abstractKey": null
};

(node as any).hash = "7a9a8beb09a32339c626bae38764e313";

export default node;
