/**
 * @generated SignedSource<<64e9b3ef169ea1050dd670851d87414d>>
 * @relayHash 9d0c997d8385ac023b7735c287c70e7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 867d2c0f281be7c12364c4cc7c77ac8dd0a49892862d2662144d4c40b0667151

import { ConcreteRequest } from 'relay-runtime';
export type ConfiguratorModelSelectQuery$variables = {
  pid?: number | null | undefined;
};
export type ConfiguratorModelSelectQuery$data = {
  readonly configuratorModels: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly latestVersion: number;
        readonly name: string;
        readonly rowId: number;
      };
    }>;
  };
};
export type ConfiguratorModelSelectQuery = {
  response: ConfiguratorModelSelectQuery$data;
  variables: ConfiguratorModelSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pid"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      },
      {
        "kind": "Variable",
        "name": "pid",
        "variableName": "pid"
      }
    ],
    "concreteType": "ConfiguratorModelConnection",
    "kind": "LinkedField",
    "name": "configuratorModels",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConfiguratorModelEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ConfiguratorModel",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "latestVersion",
                "storageKey": null
              }
            ],
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
    "name": "ConfiguratorModelSelectQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfiguratorModelSelectQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "867d2c0f281be7c12364c4cc7c77ac8dd0a49892862d2662144d4c40b0667151",
    "metadata": {},
    "name": "ConfiguratorModelSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "248cda8a111cf8db3836b978e0f67e9d";

export default node;
