/**
 * @generated SignedSource<<8cdfbca372d2398c6c3f136d7bbb5b60>>
 * @relayHash e0ae05a82df59e01d467f01498741cde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a95526ac99fda9efb42b400aa5fc53ebd4c309ce7cfa46c7c91e245a811e563

import { ConcreteRequest } from 'relay-runtime';
export type PlatformFormPageQuery$variables = {
  edit: boolean;
  rowId?: number | null | undefined;
};
export type PlatformFormPageQuery$data = {
  readonly platform?: {
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
export type PlatformFormPageQuery = {
  response: PlatformFormPageQuery$data;
  variables: PlatformFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "edit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rowId"
},
v2 = [
  {
    "condition": "edit",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "rowId",
            "variableName": "rowId"
          }
        ],
        "concreteType": "Platform",
        "kind": "LinkedField",
        "name": "platform",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlatformFormPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PlatformFormPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1a95526ac99fda9efb42b400aa5fc53ebd4c309ce7cfa46c7c91e245a811e563",
    "metadata": {},
    "name": "PlatformFormPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c52d59bc0e7008659d09e0590b732d6e";

export default node;
