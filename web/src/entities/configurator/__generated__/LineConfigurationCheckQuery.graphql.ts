/**
 * @generated SignedSource<<502f752bc10d6517c99922bbfdcb4513>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LineConfigurationCheckQuery$variables = {
  lineId: number;
};
export type LineConfigurationCheckQuery$data = {
  readonly configurationCheck: {
    readonly currentPrice: string | null | undefined;
    readonly currentVersion: number | null | undefined;
    readonly linePrice: string;
    readonly lineVersion: number | null | undefined;
    readonly messages: ReadonlyArray<string>;
    readonly status: string;
  };
};
export type LineConfigurationCheckQuery = {
  response: LineConfigurationCheckQuery$data;
  variables: LineConfigurationCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lineId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "lineId",
        "variableName": "lineId"
      }
    ],
    "concreteType": "ConfigurationCheck",
    "kind": "LinkedField",
    "name": "configurationCheck",
    "plural": false,
    "selections": [
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
        "name": "lineVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currentVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "linePrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currentPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "messages",
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
    "name": "LineConfigurationCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LineConfigurationCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1f487ea67a250d2ac02700d96471ff98",
    "id": null,
    "metadata": {},
    "name": "LineConfigurationCheckQuery",
    "operationKind": "query",
    "text": "query LineConfigurationCheckQuery(\n  $lineId: Int!\n) {\n  configurationCheck(lineId: $lineId) {\n    status\n    lineVersion\n    currentVersion\n    linePrice\n    currentPrice\n    messages\n  }\n}\n"
  }
};
})();

(node as any).hash = "097ede5ba1b7e366896a10915f383eac";

export default node;
