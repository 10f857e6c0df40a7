/**
 * @generated SignedSource<<c960a351e4069de9bb35425578f55116>>
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
  readonly erpSettings: {
    readonly baseUrl: string;
    readonly config: string;
    readonly hasPassword: boolean;
    readonly hasToken: boolean;
    readonly site: string;
    readonly username: string;
  } | null | undefined;
  readonly id: string;
  readonly importFormulaResults: boolean;
  readonly integration: string;
  readonly isDefault: boolean;
  readonly marginFloorPercent: number | null | undefined;
  readonly maxDiscountPercents: any;
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
      "name": "importFormulaResults",
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
      "name": "marginFloorPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxDiscountPercents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ErpSettings",
      "kind": "LinkedField",
      "name": "erpSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "baseUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "config",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "site",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasToken",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasPassword",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Platform",
  "abstractKey": null
};

(node as any).hash = "d9291f78dba840ba092639abb1eb8090";

export default node;
