/**
 * @generated SignedSource<<7a52ae1c5a683b183403a877386f5199>>
 * @relayHash f95d5cd8185868c9f94bddd142bd5500
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3547a1d16add30937ff19cc635c612ac5684852c4769116406b1951419b3257f

import { ConcreteRequest } from 'relay-runtime';
export type GroupInput = {
  defaultCustomerId?: number | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  pid?: number | null | undefined;
  productListId?: number | null | undefined;
};
export type GroupPageCreateMutation$variables = {
  input: GroupInput;
};
export type GroupPageCreateMutation$data = {
  readonly createGroup: {
    readonly defaultCustomerId: number | null | undefined;
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly pid: number;
    readonly productListId: number | null | undefined;
    readonly rowId: number;
  };
};
export type GroupPageCreateMutation = {
  response: GroupPageCreateMutation$data;
  variables: GroupPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Group",
    "kind": "LinkedField",
    "name": "createGroup",
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
    "name": "GroupPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3547a1d16add30937ff19cc635c612ac5684852c4769116406b1951419b3257f",
    "metadata": {},
    "name": "GroupPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d088c01c2da46f382b70277c79596d01";

export default node;
