/**
 * @generated SignedSource<<575ff7b899eae6fe14a23344bd19091f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StatusTypeInput = {
  displayOrder?: number | null | undefined;
  name?: string | null | undefined;
  pid?: number | null | undefined;
  roleLevel?: number | null | undefined;
  visible?: boolean | null | undefined;
};
export type StatusTypesPageCreateMutation$variables = {
  input: StatusTypeInput;
};
export type StatusTypesPageCreateMutation$data = {
  readonly createStatusType: {
    readonly displayOrder: number;
    readonly id: string;
    readonly name: string;
    readonly roleLevel: number;
    readonly rowId: number;
    readonly visible: boolean;
  };
};
export type StatusTypesPageCreateMutation = {
  response: StatusTypesPageCreateMutation$data;
  variables: StatusTypesPageCreateMutation$variables;
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
    "concreteType": "StatusType",
    "kind": "LinkedField",
    "name": "createStatusType",
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
    "name": "StatusTypesPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatusTypesPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "96b615b964526b59e2c8091b9d9e9210",
    "id": null,
    "metadata": {},
    "name": "StatusTypesPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation StatusTypesPageCreateMutation(\n  $input: StatusTypeInput!\n) {\n  createStatusType(input: $input) {\n    id\n    rowId\n    name\n    visible\n    roleLevel\n    displayOrder\n  }\n}\n"
  }
};
})();

(node as any).hash = "9098c36737610c88d46038925543a970";

export default node;
