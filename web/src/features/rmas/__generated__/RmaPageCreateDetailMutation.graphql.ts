/**
 * @generated SignedSource<<a419d8f7ee9220b9f9c5cf67a0ff4e70>>
 * @relayHash 32f432d7ed9d6ce231df78ab118e36a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2475d8cf41dfc229dd885c0ef8a05ad75418613ed7c58846afc04e389a437a38

import { ConcreteRequest } from 'relay-runtime';
export type RmaPageCreateDetailMutation$variables = {
  rmaId: number;
};
export type RmaPageCreateDetailMutation$data = {
  readonly createRmaDetail: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type RmaPageCreateDetailMutation = {
  response: RmaPageCreateDetailMutation$data;
  variables: RmaPageCreateDetailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rmaId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "rmaId",
        "variableName": "rmaId"
      }
    ],
    "concreteType": "RmaDetail",
    "kind": "LinkedField",
    "name": "createRmaDetail",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RmaPageCreateDetailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmaPageCreateDetailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2475d8cf41dfc229dd885c0ef8a05ad75418613ed7c58846afc04e389a437a38",
    "metadata": {},
    "name": "RmaPageCreateDetailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc038f4f8042904b16efe31c1c32c347";

export default node;
