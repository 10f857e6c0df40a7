/**
 * @generated SignedSource<<9c649cbaa10a195aaec10de2f4145c7f>>
 * @relayHash 7956e9667417e4810b17e5806b8f3263
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ef645426be7144638ef77f5c15f27a127a496828f0dc2143936d0e0b6fbe0c1

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
export type PlatformFormPageCreateMutation$variables = {
  input: PlatformInput;
};
export type PlatformFormPageCreateMutation$data = {
  readonly createPlatform: {
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
export type PlatformFormPageCreateMutation = {
  response: PlatformFormPageCreateMutation$data;
  variables: PlatformFormPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Platform",
    "kind": "LinkedField",
    "name": "createPlatform",
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
    "name": "PlatformFormPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlatformFormPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4ef645426be7144638ef77f5c15f27a127a496828f0dc2143936d0e0b6fbe0c1",
    "metadata": {},
    "name": "PlatformFormPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "36951fe5121e35e5a09828397c46f469";

export default node;
