/**
 * @generated SignedSource<<eeb53e8b0a5081ddcc84fbe032ca98f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThemeEditPageDeleteMutation$variables = {
  id: number;
};
export type ThemeEditPageDeleteMutation$data = {
  readonly deleteTheme: string;
};
export type ThemeEditPageDeleteMutation = {
  response: ThemeEditPageDeleteMutation$data;
  variables: ThemeEditPageDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "deleteTheme",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ThemeEditPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/)
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThemeEditPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteTheme"
      }
    ]
  },
  "params": {
    "cacheID": "dad0271dd89371ae8c132ab760953dc4",
    "id": null,
    "metadata": {},
    "name": "ThemeEditPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ThemeEditPageDeleteMutation(\n  $id: Int!\n) {\n  deleteTheme(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "d86a3cb2718796d5551c92f24984bcad";

export default node;
