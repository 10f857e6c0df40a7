/**
 * @generated SignedSource<<924ed5be2ba895ac0fd337e4d64d783f>>
 * @relayHash 097800801abbed5c281efa48f20350d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 596971515e434a2cb717fac6c44b0ca71ee0548439dd825dcfce2bf409b31ce5

import { ConcreteRequest } from 'relay-runtime';
export type ThemesPageDeleteMutation$variables = {
  id: number;
};
export type ThemesPageDeleteMutation$data = {
  readonly deleteTheme: string;
};
export type ThemesPageDeleteMutation = {
  response: ThemesPageDeleteMutation$data;
  variables: ThemesPageDeleteMutation$variables;
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
    "name": "ThemesPageDeleteMutation",
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
    "name": "ThemesPageDeleteMutation",
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
    "id": "596971515e434a2cb717fac6c44b0ca71ee0548439dd825dcfce2bf409b31ce5",
    "metadata": {},
    "name": "ThemesPageDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "869b99fd9784bc7f3c2b544ba019479a";

export default node;
