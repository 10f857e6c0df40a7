/**
 * @generated SignedSource<<ee18135027c51a57f70714f3859187b5>>
 * @relayHash 0c58e06c6ea172cfde90ca502a5b74b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 190a67d2427f62c7e3391e7ce0c62e6917df5e651c2215636f6dce2e1cb7bdb6

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
    "id": "190a67d2427f62c7e3391e7ce0c62e6917df5e651c2215636f6dce2e1cb7bdb6",
    "metadata": {},
    "name": "SessionProviderSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "92446af0d9a776cc0407211618c5b02a";

export default node;
