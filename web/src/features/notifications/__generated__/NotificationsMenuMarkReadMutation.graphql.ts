/**
 * @generated SignedSource<<9fa73ec581cf11af22e9f4280ade2dcb>>
 * @relayHash b8400da5a8735b248af8f455105a278f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94316878a145c346139a60936bf8dc87f8d3976f995fb5a6696b209d18fe4c1f

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsMenuMarkReadMutation$variables = {
  all?: boolean | null | undefined;
  ids?: ReadonlyArray<number> | null | undefined;
};
export type NotificationsMenuMarkReadMutation$data = {
  readonly markNotificationsRead: ReadonlyArray<{
    readonly id: string;
    readonly readAt: string | null | undefined;
    readonly user: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  }>;
};
export type NotificationsMenuMarkReadMutation = {
  response: NotificationsMenuMarkReadMutation$data;
  variables: NotificationsMenuMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "all",
        "variableName": "all"
      },
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": true,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "readAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsMenuMarkReadMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NotificationsMenuMarkReadMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "94316878a145c346139a60936bf8dc87f8d3976f995fb5a6696b209d18fe4c1f",
    "metadata": {},
    "name": "NotificationsMenuMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0664f157bc443152c210b06c3ac8c6b6";

export default node;
