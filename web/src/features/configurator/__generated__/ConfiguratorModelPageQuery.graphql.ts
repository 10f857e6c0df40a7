/**
 * @generated SignedSource<<628aa79243c8587a231fe3251d12aba3>>
 * @relayHash 5dac6c01a3380f0a45e767c73f470571
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0693d3b6c6d8a5720e79fd5a38138141fb99614708d51ff39282b1bd2d8ab14

import { ConcreteRequest } from 'relay-runtime';
export type ConfiguratorModelPageQuery$variables = {
  rowId: number;
  skip: boolean;
};
export type ConfiguratorModelPageQuery$data = {
  readonly configuratorModel?: {
    readonly description: string;
    readonly document: any;
    readonly id: string;
    readonly key: string;
    readonly latestVersion: number;
    readonly name: string;
    readonly rowId: number;
  } | null | undefined;
};
export type ConfiguratorModelPageQuery = {
  response: ConfiguratorModelPageQuery$data;
  variables: ConfiguratorModelPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skip"
  }
],
v1 = [
  {
    "condition": "skip",
    "kind": "Condition",
    "passingValue": false,
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
        "concreteType": "ConfiguratorModel",
        "kind": "LinkedField",
        "name": "configuratorModel",
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
            "name": "key",
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latestVersion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "document",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfiguratorModelPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfiguratorModelPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c0693d3b6c6d8a5720e79fd5a38138141fb99614708d51ff39282b1bd2d8ab14",
    "metadata": {},
    "name": "ConfiguratorModelPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b1913b096df112619f32538f9806b3bf";

export default node;
