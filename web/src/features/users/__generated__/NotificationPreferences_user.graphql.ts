/**
 * @generated SignedSource<<818dbbdf47fadf31fe36f8c3f4bd07cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationPreferences_user$data = {
  readonly id: string;
  readonly notificationPreferences: {
    readonly delivered: boolean;
    readonly placed: boolean;
    readonly returns: boolean;
    readonly shipped: boolean;
    readonly status: boolean;
  };
  readonly " $fragmentType": "NotificationPreferences_user";
};
export type NotificationPreferences_user$key = {
  readonly " $data"?: NotificationPreferences_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationPreferences_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationPreferences_user",
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
      "concreteType": "NotificationPreferences",
      "kind": "LinkedField",
      "name": "notificationPreferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "placed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shipped",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delivered",
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
          "name": "returns",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "00b509537f888408c7574c119308829d";

export default node;
