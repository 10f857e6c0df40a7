/**
 * @generated SignedSource<<a7fb6c3b6708594c71f9ced31a7a2f1a>>
 * @relayHash dad0271dd89371ae8c132ab760953dc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c287e1bcc5644f3b15961fce68d9e8772ee4b82f29cfe94db112cc82aaaaa2c7

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
    "id": "c287e1bcc5644f3b15961fce68d9e8772ee4b82f29cfe94db112cc82aaaaa2c7",
    "metadata": {},
    "name": "ThemeEditPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d86a3cb2718796d5551c92f24984bcad";

export default node;
