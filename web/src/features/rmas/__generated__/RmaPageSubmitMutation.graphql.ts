/**
 * @generated SignedSource<<c5aa7221c42f4884b776cc5ab6152199>>
 * @relayHash 885a6cf9f58aca9e01bbbafa5ac2b700
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 924240d55f30a61d873ea104aaa9bc9c02fb3bc621de28f45a7c84d4bb2c426b

import { ConcreteRequest } from 'relay-runtime';
export type RmaPageSubmitMutation$variables = {
  id: number;
};
export type RmaPageSubmitMutation$data = {
  readonly submitRma: {
    readonly id: string;
    readonly isSubmitted: boolean;
    readonly rmaCreated: boolean;
    readonly rmaNumber: string | null | undefined;
    readonly status: string | null | undefined;
  };
};
export type RmaPageSubmitMutation = {
  response: RmaPageSubmitMutation$data;
  variables: RmaPageSubmitMutation$variables;
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
    "concreteType": "Rma",
    "kind": "LinkedField",
    "name": "submitRma",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rmaCreated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSubmitted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rmaNumber",
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
    "name": "RmaPageSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmaPageSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "924240d55f30a61d873ea104aaa9bc9c02fb3bc621de28f45a7c84d4bb2c426b",
    "metadata": {},
    "name": "RmaPageSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0eba02470a3c53347a62cf003b05ed25";

export default node;
