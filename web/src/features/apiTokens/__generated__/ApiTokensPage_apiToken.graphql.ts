/**
 * @generated SignedSource<<bd6699a78d3973879dff02ee71f0c1f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenStatus = "ACTIVE" | "CREATOR_LOST_ACCESS" | "EXPIRED" | "REVOKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokensPage_apiToken$data = {
  readonly createdAt: string;
  readonly createdByName: string | null | undefined;
  readonly expiresAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly platformName: string;
  readonly rowId: number;
  readonly scopes: ReadonlyArray<string>;
  readonly status: ApiTokenStatus;
  readonly " $fragmentType": "ApiTokensPage_apiToken";
};
export type ApiTokensPage_apiToken$key = {
  readonly " $data"?: ApiTokensPage_apiToken$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensPage_apiToken">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokensPage_apiToken",
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
      "name": "platformName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByName",
      "storageKey": null
    },
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
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "65515ce32f84c134c3a873015967cac8";

export default node;
