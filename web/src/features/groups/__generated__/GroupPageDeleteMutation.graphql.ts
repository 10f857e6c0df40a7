/**
 * @generated SignedSource<<f15fa6cd17fbfb540197b581405853f5>>
 * @relayHash c86d883dfeee2d84725ed777a7b090da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae35eaade9a046991db744928bb96f1e9b0d92ac51c61d122fc9aae3f0f6b9a3

import { ConcreteRequest } from 'relay-runtime';
export type GroupPageDeleteMutation$variables = {
  id: number;
};
export type GroupPageDeleteMutation$data = {
  readonly deleteGroup: string;
};
export type GroupPageDeleteMutation = {
  response: GroupPageDeleteMutation$data;
  variables: GroupPageDeleteMutation$variables;
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
    "name": "deleteGroup",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ae35eaade9a046991db744928bb96f1e9b0d92ac51c61d122fc9aae3f0f6b9a3",
    "metadata": {},
    "name": "GroupPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1162412449c1c93b70e83557fc1a7205";

export default node;
