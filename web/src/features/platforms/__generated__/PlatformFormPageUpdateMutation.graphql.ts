/**
 * @generated SignedSource<<492ba554155354c8fe42dd2e466bba67>>
 * @relayHash 87af02ac79eb2d357dffa336604842a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39aa1ca60d64f86d59454b9b1356c61bbc96c24b74bff9a655cc044a500759e5

import { ConcreteRequest } from 'relay-runtime';
export type PlatformInput = {
  csiOrderCompleteString?: string | null | undefined;
  emailAddresses?: ReadonlyArray<string> | null | undefined;
  erpSettings?: ErpSettingsInput | null | undefined;
  importFormulaResults?: boolean | null | undefined;
  integration?: string | null | undefined;
  marginFloorPercent?: string | null | undefined;
  maxDiscountPercents?: any | null | undefined;
  name?: string | null | undefined;
  requireHttps?: boolean | null | undefined;
  requireMFA?: boolean | null | undefined;
};
export type ErpSettingsInput = {
  baseUrl?: string | null | undefined;
  config?: string | null | undefined;
  password?: string | null | undefined;
  site?: string | null | undefined;
  token?: string | null | undefined;
  username?: string | null | undefined;
};
export type PlatformFormPageUpdateMutation$variables = {
  id: number;
  input: PlatformInput;
};
export type PlatformFormPageUpdateMutation$data = {
  readonly updatePlatform: {
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
  };
};
export type PlatformFormPageUpdateMutation = {
  response: PlatformFormPageUpdateMutation$data;
  variables: PlatformFormPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Platform",
    "kind": "LinkedField",
    "name": "updatePlatform",
    "plural": false,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlatformFormPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlatformFormPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "39aa1ca60d64f86d59454b9b1356c61bbc96c24b74bff9a655cc044a500759e5",
    "metadata": {},
    "name": "PlatformFormPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5291502651c1a15167683f7f04c3e08a";

export default node;
