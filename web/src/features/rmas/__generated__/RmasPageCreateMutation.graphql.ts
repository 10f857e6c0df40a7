/**
 * @generated SignedSource<<5832a58b9bd7c27e263e116c62b89677>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a9df41841a0cd51bce5d6a9838d17b94",
    "id": null,
    "metadata": {},
    "name": "RmasPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RmasPageCreateMutation {\n  createRma {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac768b9d76aeed5341953ab43717f62b";

export default node;
