/**
 * @generated SignedSource<<b26069add31fddc01b896bcfe5f9c2a7>>
 * @relayHash 96b615b964526b59e2c8091b9d9e9210
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89c642ca1537ecdd28505feceb3c94ae1998c20b2234133f087f1a829ce0ec02

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
    "id": "89c642ca1537ecdd28505feceb3c94ae1998c20b2234133f087f1a829ce0ec02",
    "metadata": {},
    "name": "StatusTypesPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9098c36737610c88d46038925543a970";

export default node;
