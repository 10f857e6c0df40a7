/**
 * @generated SignedSource<<5f365d5662c607abd87a434383bde1ae>>
 * @relayHash c4b7ae9db4c4713b83f00b220239f6c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 460be146258672c6ae2bae0ef5ced071f2194ee959c8c55efbc2f07451ef5af4

import { ConcreteRequest } from 'relay-runtime';
export type RmaDetailInput = {
  modelNo?: string | null | undefined;
  productNumber?: string | null | undefined;
  quantity?: string | null | undefined;
  reason?: string | null | undefined;
  timeInService?: string | null | undefined;
};
export type RmaPageUpdateDetailMutation$variables = {
  id: number;
  input: RmaDetailInput;
};
export type RmaPageUpdateDetailMutation$data = {
  readonly updateRmaDetail: {
    readonly id: string;
    readonly isComplete: boolean;
    readonly modelNo: string;
    readonly orderedQuantity: number;
    readonly productNumber: string;
    readonly quantity: number | null | undefined;
    readonly reason: string;
    readonly rowId: number;
    readonly timeInService: string | null | undefined;
  };
};
export type RmaPageUpdateDetailMutation = {
  response: RmaPageUpdateDetailMutation$data;
  variables: RmaPageUpdateDetailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RmaDetail",
    "kind": "LinkedField",
    "name": "updateRmaDetail",
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
        "name": "productNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderedQuantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "modelNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timeInService",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isComplete",
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
    "name": "RmaPageUpdateDetailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RmaPageUpdateDetailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "460be146258672c6ae2bae0ef5ced071f2194ee959c8c55efbc2f07451ef5af4",
    "metadata": {},
    "name": "RmaPageUpdateDetailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abcbaca8139076fb1683329c7fa15ad2";

export default node;
