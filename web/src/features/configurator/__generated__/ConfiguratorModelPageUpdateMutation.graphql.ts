/**
 * @generated SignedSource<<68f95ffd48da69136ef31b941ab0186e>>
 * @relayHash 60d3173d01f9686d9cc7da40281cf38d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc66b4fe9d26d4bcff39d94ffc22aa5a52a3cbf8c5725b7a055bf0f971a6da0b

import { ConcreteRequest } from 'relay-runtime';
export type ConfiguratorModelPageUpdateMutation$variables = {
  description?: string | null | undefined;
  document?: any | null | undefined;
  name?: string | null | undefined;
  rowId: number;
};
export type ConfiguratorModelPageUpdateMutation$data = {
  readonly updateConfiguratorModel: {
    readonly description: string;
    readonly document: any;
    readonly id: string;
    readonly latestVersion: number;
    readonly name: string;
    readonly rowId: number;
  };
};
export type ConfiguratorModelPageUpdateMutation = {
  response: ConfiguratorModelPageUpdateMutation$data;
  variables: ConfiguratorModelPageUpdateMutation$variables;
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
  "name": "name"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rowId"
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
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "rowId",
        "variableName": "rowId"
      }
    ],
    "concreteType": "ConfiguratorModel",
    "kind": "LinkedField",
    "name": "updateConfiguratorModel",
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
    "name": "ConfiguratorModelPageUpdateMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConfiguratorModelPageUpdateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "cc66b4fe9d26d4bcff39d94ffc22aa5a52a3cbf8c5725b7a055bf0f971a6da0b",
    "metadata": {},
    "name": "ConfiguratorModelPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a4f974c343268c7c351771eb1cf24ed";

export default node;
