/**
 * @generated SignedSource<<4d795c8a3b2f727870d7231781e8b3ba>>
 * @relayHash cf7457030343984fe92277df1a997f76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd84d2db49178687718603f2678c5389ba09173083b8617bcb236b62b0faae09

import { ConcreteRequest } from 'relay-runtime';
export type RmasPageDeleteMutation$variables = {
  id: number;
};
export type RmasPageDeleteMutation$data = {
  readonly deleteRma: string;
};
export type RmasPageDeleteMutation = {
  response: RmasPageDeleteMutation$data;
  variables: RmasPageDeleteMutation$variables;
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
    "kind": "ScalarField",
    "name": "deleteRma",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RmasPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmasPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd84d2db49178687718603f2678c5389ba09173083b8617bcb236b62b0faae09",
    "metadata": {},
    "name": "RmasPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "78d879a84a2931f060aaa57c91aa53fe";

export default node;
