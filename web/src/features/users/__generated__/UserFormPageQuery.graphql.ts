/**
 * @generated SignedSource<<506d9753928c6cd68769a5a2ebad2d33>>
 * @relayHash 131eb1d804911dc20ceec4e8cc563148
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cefe27dd42e398319235eb928bbb085e03815b29da3a7146189d9e82b54d3b8c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserFormPageQuery$variables = {
  admin: boolean;
  editing: boolean;
  own: boolean;
  username: string;
};
export type UserFormPageQuery$data = {
  readonly me?: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationPreferences_user">;
  } | null | undefined;
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
  "name": "own"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pid",
  "storageKey": null
},
v7 = {
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
        (v4/*:: as any*/),
        (v5/*:: as any*/),
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
        (v6/*:: as any*/),
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleLevel",
  "storageKey": null
},
v10 = {
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserFormPageQuery",
    "selections": [
      {
        "condition": "own",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "me",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationPreferences_user"
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v7/*:: as any*/),
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
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v6/*:: as any*/)
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
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/)
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
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserFormPageQuery",
    "selections": [
      {
        "condition": "own",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "me",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "NotificationPreferences",
                "kind": "LinkedField",
                "name": "notificationPreferences",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "placed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shipped",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "delivered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "returns",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v7/*:: as any*/),
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
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              (v4/*:: as any*/)
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
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "cefe27dd42e398319235eb928bbb085e03815b29da3a7146189d9e82b54d3b8c",
    "metadata": {},
    "name": "UserFormPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cb78339be2d9f263a09a24899385edeb";

export default node;
