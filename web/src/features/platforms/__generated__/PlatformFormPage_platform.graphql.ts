/**
 * @generated SignedSource<<e3146c0437b2a8502ad5a793d62c6efa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlatformFormPage_platform$data = {
  readonly csiOrderCompleteString: string;
  readonly emailAddresses: ReadonlyArray<string>;
  readonly id: string;
  readonly integration: string;
  readonly isDefault: boolean;
  readonly name: string;
  readonly requireHttps: boolean;
  readonly requireMFA: boolean;
  readonly rowId: number;
  readonly " $fragmentType": "PlatformFormPage_platform";
};
export type PlatformFormPage_platform$key = {
  readonly " $data"?: PlatformFormPage_platform$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlatformFormPage_platform">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlatformFormPage_platform",
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
      "name": "emailAddresses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "integration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireMFA",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requireHttps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "csiOrderCompleteString",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    }
  ],
  "type": "Platform",
  "abstractKey": null
};

(node as any).hash = "42d4c3efb13701ce339ec7c431d9419a";

export default node;
