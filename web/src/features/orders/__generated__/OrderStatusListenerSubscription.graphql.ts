/**
 * @generated SignedSource<<1999e620862c51dfdc904788e67cea7b>>
 * @relayHash 0fec59eda6fd9456d1e110863420a84c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b397fa89bbe1592eb211a1969968e28fd2b6a16c03adb6d634d3faaed5f6f9ed

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatusListenerSubscription$variables = Record<PropertyKey, never>;
export type OrderStatusListenerSubscription$data = {
  readonly orderStatusChanged: {
    readonly csiStatus: string | null | undefined;
    readonly erpOrderNo: string | null | undefined;
    readonly id: string;
    readonly orderStatus: string | null | undefined;
    readonly orderStatusLabel: string | null | undefined;
    readonly rowId: number;
  };
};
export type OrderStatusListenerSubscription = {
  response: OrderStatusListenerSubscription$data;
  variables: OrderStatusListenerSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Quote",
    "kind": "LinkedField",
    "name": "orderStatusChanged",
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
        "name": "erpOrderNo",
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
        "name": "csiStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderStatusLabel",
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
    "name": "OrderStatusListenerSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrderStatusListenerSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b397fa89bbe1592eb211a1969968e28fd2b6a16c03adb6d634d3faaed5f6f9ed",
    "metadata": {},
    "name": "OrderStatusListenerSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4ed58bf3e0489f2a905ba678aba5e3b3";

export default node;
