/**
 * @generated SignedSource<<a0c1b7fb68dbdfe14db8ee4e1d13429d>>
 * @relayHash 7fd99965746a976d55d67d063a548500
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93ef25cce199424cbc529e83fb35da5af89ebbcf0211eb2c85f9eeadf82e52a2

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenStatus = "ACTIVE" | "CREATOR_LOST_ACCESS" | "EXPIRED" | "REVOKED" | "%future added value";
export type ApiTokensPageCreateMutation$variables = {
  expiresInDays?: number | null | undefined;
  name: string;
  pid?: number | null | undefined;
  scopes?: ReadonlyArray<string> | null | undefined;
};
export type ApiTokensPageCreateMutation$data = {
  readonly createApiToken: {
    readonly apiToken: {
      readonly createdAt: string;
      readonly createdByName: string | null | undefined;
      readonly expiresAt: string;
      readonly id: string;
      readonly lastUsedAt: string | null | undefined;
      readonly name: string;
      readonly platformName: string;
      readonly rowId: number;
      readonly scopes: ReadonlyArray<string>;
      readonly status: ApiTokenStatus;
    };
    readonly token: string;
  };
};
export type ApiTokensPageCreateMutation = {
  response: ApiTokensPageCreateMutation$data;
  variables: ApiTokensPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expiresInDays"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pid"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scopes"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "expiresInDays",
        "variableName": "expiresInDays"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "pid",
        "variableName": "pid"
      },
      {
        "kind": "Variable",
        "name": "scopes",
        "variableName": "scopes"
      }
    ],
    "concreteType": "CreateApiTokenPayload",
    "kind": "LinkedField",
    "name": "createApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiToken",
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
            "name": "platformName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdByName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiTokensPageCreateMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ApiTokensPageCreateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "93ef25cce199424cbc529e83fb35da5af89ebbcf0211eb2c85f9eeadf82e52a2",
    "metadata": {},
    "name": "ApiTokensPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "876e4fdbf8adc439d0064f11066b66d7";

export default node;
