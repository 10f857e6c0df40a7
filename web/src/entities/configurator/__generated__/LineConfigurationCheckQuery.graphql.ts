/**
 * @generated SignedSource<<031714994dd45503beb79b4cd725e080>>
 * @relayHash 1f487ea67a250d2ac02700d96471ff98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61830a3fd035bad5189f327a54601ad3be662b504e124ccb7a27bcba72d97916

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
    "id": "61830a3fd035bad5189f327a54601ad3be662b504e124ccb7a27bcba72d97916",
    "metadata": {},
    "name": "LineConfigurationCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "097ede5ba1b7e366896a10915f383eac";

export default node;
