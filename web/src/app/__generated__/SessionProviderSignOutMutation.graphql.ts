/**
 * @generated SignedSource<<193966b95b55e08423f7a7853532ad91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SessionProviderSignOutMutation$variables = Record<PropertyKey, never>;
export type SessionProviderSignOutMutation$data = {
  readonly signOut: boolean;
};
export type SessionProviderSignOutMutation = {
  response: SessionProviderSignOutMutation$data;
  variables: SessionProviderSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signOut",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionProviderSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionProviderSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0c58e06c6ea172cfde90ca502a5b74b2",
    "id": null,
    "metadata": {},
    "name": "SessionProviderSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation SessionProviderSignOutMutation {\n  signOut\n}\n"
  }
};
})();

(node as any).hash = "92446af0d9a776cc0407211618c5b02a";

export default node;
