/**
 * @generated SignedSource<<ec6f6272ae3772cd98b4baca87932a06>>
 * @relayHash 229f9dc21102870e1330af3a202d6e1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5da2eab3b35810260791e88fed9feaee16c3d20bf90584e742a3403549f0f40

import { ConcreteRequest } from 'relay-runtime';
export type CustomerStatusPanelPlaceMutation$variables = {
  id: number;
};
export type CustomerStatusPanelPlaceMutation$data = {
  readonly placeAcceptedQuote: {
    readonly dateOrderPlaced: string | null | undefined;
    readonly erpOrderNo: string | null | undefined;
    readonly id: string;
    readonly orderStatusLabel: string | null | undefined;
    readonly rowId: number;
    readonly type: number;
  };
};
export type CustomerStatusPanelPlaceMutation = {
  response: CustomerStatusPanelPlaceMutation$data;
  variables: CustomerStatusPanelPlaceMutation$variables;
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
    "name": "placeAcceptedQuote",
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
        "name": "orderStatusLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dateOrderPlaced",
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
    "name": "CustomerStatusPanelPlaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerStatusPanelPlaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d5da2eab3b35810260791e88fed9feaee16c3d20bf90584e742a3403549f0f40",
    "metadata": {},
    "name": "CustomerStatusPanelPlaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d0d7bde52ae004eb7f4a93c5ce7fcf3";

export default node;
