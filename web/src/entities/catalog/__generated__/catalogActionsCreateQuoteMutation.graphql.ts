/**
 * @generated SignedSource<<4b0319176323be77c9856a2db1782a24>>
 * @relayHash 2c1771cd6f71e87693cf432e2d01de24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea225af1c7717afc966e80792db6dc8dab4eadb28448280b32502aab47d00a29

import { ConcreteRequest } from 'relay-runtime';
export type CreateQuoteInput = {
  _id?: string | null | undefined;
  groupId?: number | null | undefined;
};
export type catalogActionsCreateQuoteMutation$variables = {
  input?: CreateQuoteInput | null | undefined;
};
export type catalogActionsCreateQuoteMutation$data = {
  readonly createQuote: {
    readonly firstConfigurationId: string;
    readonly rowId: number;
    readonly type: number;
  };
};
export type catalogActionsCreateQuoteMutation = {
  response: catalogActionsCreateQuoteMutation$data;
  variables: catalogActionsCreateQuoteMutation$variables;
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
    "concreteType": "CreateQuotePayload",
    "kind": "LinkedField",
    "name": "createQuote",
    "plural": false,
    "selections": [
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
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstConfigurationId",
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
    "name": "catalogActionsCreateQuoteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "catalogActionsCreateQuoteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea225af1c7717afc966e80792db6dc8dab4eadb28448280b32502aab47d00a29",
    "metadata": {},
    "name": "catalogActionsCreateQuoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "35a573a4ebcdc8c4686d08b1034c99f5";

export default node;
