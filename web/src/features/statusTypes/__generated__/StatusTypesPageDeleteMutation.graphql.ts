/**
 * @generated SignedSource<<035d24eb703a7f6d726b518a265f6e1f>>
 * @relayHash 26cad7ac15de6e7464e32e2ecafda759
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5e01fb5cfd44b65462e4f1655c0f3dccc3c6ab588c744a7dadeef500e3adb7d

import { ConcreteRequest } from 'relay-runtime';
export type StatusTypesPageDeleteMutation$variables = {
  id: number;
};
export type StatusTypesPageDeleteMutation$data = {
  readonly deleteStatusType: string;
};
export type StatusTypesPageDeleteMutation = {
  response: StatusTypesPageDeleteMutation$data;
  variables: StatusTypesPageDeleteMutation$variables;
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
  "name": "deleteStatusType",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatusTypesPageDeleteMutation",
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
    "name": "StatusTypesPageDeleteMutation",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "deleteRecord",
        "key": "",
        "kind": "ScalarHandle",
        "name": "deleteStatusType"
      }
    ]
  },
  "params": {
    "id": "c5e01fb5cfd44b65462e4f1655c0f3dccc3c6ab588c744a7dadeef500e3adb7d",
    "metadata": {},
    "name": "StatusTypesPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5c956a1b4cda9788b858893e3811525f";

export default node;
