/**
 * @generated SignedSource<<fe31a2dbd197f96247a17dd19817b035>>
 * @relayHash a9df41841a0cd51bce5d6a9838d17b94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9838f98bf183a59275eff020345b5e72fb03f68b5b1ff195ee9151febfeadc12

import { ConcreteRequest } from 'relay-runtime';
export type RmasPageCreateMutation$variables = Record<PropertyKey, never>;
export type RmasPageCreateMutation$data = {
  readonly createRma: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type RmasPageCreateMutation = {
  response: RmasPageCreateMutation$data;
  variables: RmasPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Rma",
    "kind": "LinkedField",
    "name": "createRma",
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
        "name": "rowId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RmasPageCreateMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RmasPageCreateMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "9838f98bf183a59275eff020345b5e72fb03f68b5b1ff195ee9151febfeadc12",
    "metadata": {},
    "name": "RmasPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac768b9d76aeed5341953ab43717f62b";

export default node;
