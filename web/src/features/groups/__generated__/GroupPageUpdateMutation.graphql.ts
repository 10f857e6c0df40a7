/**
 * @generated SignedSource<<5532a7a8a784d530ece6caa44bb51f69>>
 * @relayHash 3afcc19026729e63a5905969a5a5e702
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36c62fb142787f672b4e9c91f4bc42675c3fd65b768dac241a3973f73dd28047

import { ConcreteRequest } from 'relay-runtime';
export type GroupInput = {
  defaultCustomerId?: number | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  pid?: number | null | undefined;
  productListId?: number | null | undefined;
};
export type GroupPageUpdateMutation$variables = {
  id: number;
  input: GroupInput;
};
export type GroupPageUpdateMutation$data = {
  readonly updateGroup: {
    readonly defaultCustomerId: number | null | undefined;
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly pid: number;
    readonly productListId: number | null | undefined;
    readonly rowId: number;
  };
};
export type GroupPageUpdateMutation = {
  response: GroupPageUpdateMutation$data;
  variables: GroupPageUpdateMutation$variables;
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
    "concreteType": "Group",
    "kind": "LinkedField",
    "name": "updateGroup",
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
        "name": "pid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultCustomerId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productListId",
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
    "name": "GroupPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "36c62fb142787f672b4e9c91f4bc42675c3fd65b768dac241a3973f73dd28047",
    "metadata": {},
    "name": "GroupPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e9f8507aad6adcf602a5a7f73a3a151c";

export default node;
