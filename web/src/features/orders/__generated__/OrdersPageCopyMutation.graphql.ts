/**
 * @generated SignedSource<<465a2c1a77620f676d1fd4be16549e4c>>
 * @relayHash 4a497b16417ab82a9fa4072235d04e54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf9284f9737af348216ff821f448d0f9ac3bf8c1834d9bdef5fbb4836fc2d321

import { ConcreteRequest } from 'relay-runtime';
export type OrdersPageCopyMutation$variables = {
  id: number;
};
export type OrdersPageCopyMutation$data = {
  readonly copyOrder: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type OrdersPageCopyMutation = {
  response: OrdersPageCopyMutation$data;
  variables: OrdersPageCopyMutation$variables;
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
    "concreteType": "Quote",
    "kind": "LinkedField",
    "name": "copyOrder",
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
    "name": "OrdersPageCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrdersPageCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cf9284f9737af348216ff821f448d0f9ac3bf8c1834d9bdef5fbb4836fc2d321",
    "metadata": {},
    "name": "OrdersPageCopyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "36d8956d93c4f96292f84b70077c3198";

export default node;
