/**
 * @generated SignedSource<<a069135c37d49a6f1e361dca358829fe>>
 * @relayHash b82ba9482d4a7476b3a0dd4824f8c584
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd31ce4d7dd4cac473bac1528c4b37dbd902e01a0aebc21e9883d2f555f87c44

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenStatus = "ACTIVE" | "CREATOR_LOST_ACCESS" | "EXPIRED" | "REVOKED" | "%future added value";
export type ApiTokensPageRevokeMutation$variables = {
  id: number;
};
export type ApiTokensPageRevokeMutation$data = {
  readonly revokeApiToken: {
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
};
export type ApiTokensPageRevokeMutation = {
  response: ApiTokensPageRevokeMutation$data;
  variables: ApiTokensPageRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": "ApiToken",
    "kind": "LinkedField",
    "name": "revokeApiToken",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiTokensPageRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokensPageRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd31ce4d7dd4cac473bac1528c4b37dbd902e01a0aebc21e9883d2f555f87c44",
    "metadata": {},
    "name": "ApiTokensPageRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "daa0db89fe860177dc95b5cd91606e77";

export default node;
