/**
 * @generated SignedSource<<be3691270c390ee8af7a1df838124653>>
 * @relayHash 2fd9e1a71c5967782883953c2fd9af0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60229bd78b54946c6b371fc11248219c83289770aebf63fa07d05d192819b7ac

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderPanelPlaceMutation$variables = {
  id: number;
};
export type PlaceOrderPanelPlaceMutation$data = {
  readonly placeOrder: {
    readonly csiStatus: string | null | undefined;
    readonly dateOrderPlaced: string | null | undefined;
    readonly erpOrderNo: string | null | undefined;
    readonly id: string;
    readonly jobName: string;
    readonly orderStatus: string | null | undefined;
    readonly orderStatusLabel: string | null | undefined;
    readonly rowId: number;
    readonly specifier: string;
    readonly specifierLocation: string;
    readonly type: number;
  };
};
export type PlaceOrderPanelPlaceMutation = {
  response: PlaceOrderPanelPlaceMutation$data;
  variables: PlaceOrderPanelPlaceMutation$variables;
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
    "name": "placeOrder",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erpOrderNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "csiStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderStatusLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dateOrderPlaced",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "jobName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specifier",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specifierLocation",
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
    "name": "PlaceOrderPanelPlaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaceOrderPanelPlaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "60229bd78b54946c6b371fc11248219c83289770aebf63fa07d05d192819b7ac",
    "metadata": {},
    "name": "PlaceOrderPanelPlaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b26f2105ee7ba9f3c72f5151c11b34cf";

export default node;
