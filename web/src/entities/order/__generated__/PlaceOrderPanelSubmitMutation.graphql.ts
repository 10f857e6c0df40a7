/**
 * @generated SignedSource<<cdd604b07f8148f49580472c23a563ca>>
 * @relayHash cd0c6c1aa25527435231d7544be8db25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4174c307f062c464d9cdbe7ba1023b1c1a58047193aaff4d5e99b8eb6b9ad893

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderPanelSubmitMutation$variables = {
  id: number;
};
export type PlaceOrderPanelSubmitMutation$data = {
  readonly submitQuoteRequest: {
    readonly id: string;
    readonly submittedAt: string | null | undefined;
  };
};
export type PlaceOrderPanelSubmitMutation = {
  response: PlaceOrderPanelSubmitMutation$data;
  variables: PlaceOrderPanelSubmitMutation$variables;
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
    "name": "submitQuoteRequest",
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
        "name": "submittedAt",
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
    "name": "PlaceOrderPanelSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaceOrderPanelSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4174c307f062c464d9cdbe7ba1023b1c1a58047193aaff4d5e99b8eb6b9ad893",
    "metadata": {},
    "name": "PlaceOrderPanelSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b4297fc9723b47ee9584bc53837b6d4";

export default node;
