/**
 * @generated SignedSource<<daa1d8854ce7f79eadca12c1e45f59cc>>
 * @relayHash 646acd96553b3f30b7c3425af62363cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dc38bd2190defad62b9befbcc6c86d601ff9c63d734a298abacb11e2b822947

import { ConcreteRequest } from 'relay-runtime';
export type StatusTypeInput = {
  displayOrder?: number | null | undefined;
  name?: string | null | undefined;
  pid?: number | null | undefined;
  roleLevel?: number | null | undefined;
  visible?: boolean | null | undefined;
};
export type StatusTypesPageUpdateMutation$variables = {
  id: number;
  input: StatusTypeInput;
};
export type StatusTypesPageUpdateMutation$data = {
  readonly updateStatusType: {
    readonly displayOrder: number;
    readonly id: string;
    readonly name: string;
    readonly roleLevel: number;
    readonly rowId: number;
    readonly visible: boolean;
  };
};
export type StatusTypesPageUpdateMutation = {
  response: StatusTypesPageUpdateMutation$data;
  variables: StatusTypesPageUpdateMutation$variables;
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
    "concreteType": "StatusType",
    "kind": "LinkedField",
    "name": "updateStatusType",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "visible",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleLevel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayOrder",
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
    "name": "StatusTypesPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatusTypesPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0dc38bd2190defad62b9befbcc6c86d601ff9c63d734a298abacb11e2b822947",
    "metadata": {},
    "name": "StatusTypesPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9f4dbaa6efe33334acff7af0575e62a1";

export default node;
