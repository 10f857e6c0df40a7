/**
 * @generated SignedSource<<642c2c97e2e9a7e8a99cfa2bf52dfef4>>
 * @relayHash 6665cec0c8f27e8a48a6f3721cefa6f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2016b0aba5972e17f9a3fd3432a59d5eaf3f78b9ea1faa55c4dd2c7554fdf109

import { ConcreteRequest } from 'relay-runtime';
export type ConfiguratorChangeInput = {
  id: string;
  value?: string | null | undefined;
};
export type ConfiguratorModelPagePreviewQuery$variables = {
  changes?: ReadonlyArray<ConfiguratorChangeInput> | null | undefined;
  document: any;
  values?: any | null | undefined;
};
export type ConfiguratorModelPagePreviewQuery$data = {
  readonly previewConfiguratorModel: {
    readonly d: any | null | undefined;
    readonly issues: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
      readonly rule: string | null | undefined;
    }>;
    readonly values: any | null | undefined;
  };
};
export type ConfiguratorModelPagePreviewQuery = {
  response: ConfiguratorModelPagePreviewQuery$data;
  variables: ConfiguratorModelPagePreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "changes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "document"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "values"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "changes",
        "variableName": "changes"
      },
      {
        "kind": "Variable",
        "name": "document",
        "variableName": "document"
      },
      {
        "kind": "Variable",
        "name": "values",
        "variableName": "values"
      }
    ],
    "concreteType": "ConfiguratorPreview",
    "kind": "LinkedField",
    "name": "previewConfiguratorModel",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConfiguratorModelIssue",
        "kind": "LinkedField",
        "name": "issues",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rule",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "values",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "d",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfiguratorModelPagePreviewQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ConfiguratorModelPagePreviewQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "2016b0aba5972e17f9a3fd3432a59d5eaf3f78b9ea1faa55c4dd2c7554fdf109",
    "metadata": {},
    "name": "ConfiguratorModelPagePreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "74f4cecc6b853687c8ae3239bdf03f2f";

export default node;
