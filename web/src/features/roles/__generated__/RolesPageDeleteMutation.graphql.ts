/**
 * @generated SignedSource<<149849eede8aaa31a491799962c10897>>
 * @relayHash e4129dbda2160ecb6d12c0aa961b82dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5684d3d7b521024a04649a2795d47e6024111e1d1b6b5f211b4790d4a0f5d5a1

import { ConcreteRequest } from 'relay-runtime';
export type RolesPageDeleteMutation$variables = {
  id: number;
};
export type RolesPageDeleteMutation$data = {
  readonly deleteRole: string;
};
export type RolesPageDeleteMutation = {
  response: RolesPageDeleteMutation$data;
  variables: RolesPageDeleteMutation$variables;
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
  "name": "deleteRole",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RolesPageDeleteMutation",
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
    "name": "RolesPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteRole"
      }
    ]
  },
  "params": {
    "id": "5684d3d7b521024a04649a2795d47e6024111e1d1b6b5f211b4790d4a0f5d5a1",
    "metadata": {},
    "name": "RolesPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9d8ef3d6e7199b89d5788e49a69ae02f";

export default node;
