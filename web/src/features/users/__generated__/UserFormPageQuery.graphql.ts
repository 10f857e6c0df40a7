/**
 * @generated SignedSource<<d32a8c87da824f965fc68e0f7b9438a7>>
 * @relayHash 21bbd3f87b05b690a81592eb36c3c957
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbaaaeed827761bc8ad80888e11a60e4d579a5ebae3f2c3ae7f95f4902ead3d7

import { ConcreteRequest } from 'relay-runtime';
export type UserFormPageQuery$variables = {
  admin: boolean;
  editing: boolean;
  username: string;
};
export type UserFormPageQuery$data = {
  readonly platformOptions?: ReadonlyArray<{
    readonly name: string;
    readonly requireMFA: boolean;
    readonly rowId: number;
  }>;
  readonly roles?: ReadonlyArray<{
    readonly name: string;
    readonly pid: number | null | undefined;
    readonly roleLevel: number;
    readonly rowId: number;
  }>;
  readonly user?: {
    readonly checkoutType: string;
    readonly enableMFA: boolean;
    readonly firstName: string;
    readonly groupIds?: ReadonlyArray<number>;
    readonly id: string;
    readonly lastName: string;
    readonly pid: number;
    readonly platformRequiresMFA: boolean;
    readonly roleId: number;
    readonly rowId: number;
    readonly username: string;
  } | null | undefined;
};
export type UserFormPageQuery = {
  response: UserFormPageQuery$data;
  variables: UserFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pid",
  "storageKey": null
},
v6 = {
  "condition": "editing",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "username",
          "variableName": "username"
        }
      ],
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkoutType",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enableMFA",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "platformRequiresMFA",
          "storageKey": null
        },
        {
          "condition": "admin",
          "kind": "Condition",
          "passingValue": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "groupIds",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ]
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleLevel",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requireMFA",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "roles",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Platform",
            "kind": "LinkedField",
            "name": "platformOptions",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserFormPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "roles",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v5/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Platform",
            "kind": "LinkedField",
            "name": "platformOptions",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "cbaaaeed827761bc8ad80888e11a60e4d579a5ebae3f2c3ae7f95f4902ead3d7",
    "metadata": {},
    "name": "UserFormPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "911789316598d7dfacc471eca88b6ee5";

export default node;
