/**
 * @generated SignedSource<<b7d3c6919953f9676672c5f0a5feef54>>
 * @relayHash 5d3b723c456c2a6a2e7b27e65e7a86f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7422fc791f4567462ba0d07c4adad118c8e945a86b8664e1f7342dc0a0bd5dc7

import { ConcreteRequest } from 'relay-runtime';
export type ConfiguratorModelPageCreateMutation$variables = {
  description?: string | null | undefined;
  document: any;
  key: string;
  name: string;
};
export type ConfiguratorModelPageCreateMutation$data = {
  readonly createConfiguratorModel: {
    readonly id: string;
    readonly latestVersion: number;
    readonly rowId: number;
  };
};
export type ConfiguratorModelPageCreateMutation = {
  response: ConfiguratorModelPageCreateMutation$data;
  variables: ConfiguratorModelPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "description"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "document"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "description",
        "variableName": "description"
      },
      {
        "kind": "Variable",
        "name": "document",
        "variableName": "document"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "ConfiguratorModel",
    "kind": "LinkedField",
    "name": "createConfiguratorModel",
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
        "name": "latestVersion",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfiguratorModelPageCreateMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConfiguratorModelPageCreateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "7422fc791f4567462ba0d07c4adad118c8e945a86b8664e1f7342dc0a0bd5dc7",
    "metadata": {},
    "name": "ConfiguratorModelPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cf552853d36c35e062a9cfd39edc17db";

export default node;
