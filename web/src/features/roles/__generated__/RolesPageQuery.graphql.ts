/**
 * @generated SignedSource<<df9951b2ac3c3a0910946f0117f9b0b5>>
 * @relayHash ab9b79e9b4ebe32cdcd35ab94288b28f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00f1da32fbc1a11eff6a8bda34307254c4bbeb6f9bb79ec83293af91663fab73

import { ConcreteRequest } from 'relay-runtime';
export type RolesPageQuery$variables = {
  pid?: number | null | undefined;
};
export type RolesPageQuery$data = {
  readonly roles: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly pid: number | null | undefined;
    readonly roleLevel: number;
    readonly rowId: number;
    readonly userCount: number;
  }>;
};
export type RolesPageQuery = {
  response: RolesPageQuery$data;
  variables: RolesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pid"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pid",
        "variableName": "pid"
      }
    ],
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "roles",
    "plural": true,
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
        "name": "roleLevel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userCount",
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
    "name": "RolesPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "00f1da32fbc1a11eff6a8bda34307254c4bbeb6f9bb79ec83293af91663fab73",
    "metadata": {},
    "name": "RolesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fc279f48f45e6051489b0fd415ee3317";

export default node;
