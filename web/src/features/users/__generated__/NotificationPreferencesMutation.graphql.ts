/**
 * @generated SignedSource<<2c7161397e658c771b914797dba6dc44>>
 * @relayHash efe4b5206a2f695e259efa31363a7140
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ba24fe308216d97d62bd5c9f381403820d44145f5a1cb76efd45195af3652f8

import { ConcreteRequest } from 'relay-runtime';
export type NotificationPreferencesInput = {
  delivered?: boolean | null | undefined;
  placed?: boolean | null | undefined;
  returns?: boolean | null | undefined;
  shipped?: boolean | null | undefined;
  status?: boolean | null | undefined;
};
export type NotificationPreferencesMutation$variables = {
  input: NotificationPreferencesInput;
};
export type NotificationPreferencesMutation$data = {
  readonly updateNotificationPreferences: {
    readonly id: string;
    readonly notificationPreferences: {
      readonly delivered: boolean;
      readonly placed: boolean;
      readonly returns: boolean;
      readonly shipped: boolean;
      readonly status: boolean;
    };
  };
};
export type NotificationPreferencesMutation = {
  response: NotificationPreferencesMutation$data;
  variables: NotificationPreferencesMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateNotificationPreferences",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1ba24fe308216d97d62bd5c9f381403820d44145f5a1cb76efd45195af3652f8",
    "metadata": {},
    "name": "NotificationPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0b9491c86ea7696e9f0a361b6020b6ba";

export default node;
