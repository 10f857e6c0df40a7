/**
 * @generated SignedSource<<d75c876d30d8fde3e5a38c6cbdff8cad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThemesPageCopyMutation$variables = {
  id: number;
};
export type ThemesPageCopyMutation$data = {
  readonly copyTheme: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type ThemesPageCopyMutation = {
  response: ThemesPageCopyMutation$data;
  variables: ThemesPageCopyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": "Theme",
    "kind": "LinkedField",
    "name": "copyTheme",
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
    "name": "ThemesPageCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThemesPageCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "66843cdc111f6cb05fb331aaf1e3a38a",
    "id": null,
    "metadata": {},
    "name": "ThemesPageCopyMutation",
    "operationKind": "mutation",
    "text": "mutation ThemesPageCopyMutation(\n  $id: Int!\n) {\n  copyTheme(id: $id) {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "1173853f7f8ba95cc5ce6c65a7c0c3fc";

export default node;
