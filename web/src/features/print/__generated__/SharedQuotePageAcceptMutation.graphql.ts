/**
 * @generated SignedSource<<ca8546bb87825c5ae2dbccd10634175e>>
 * @relayHash f8c83e428898e5283e0910af29a55c7c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8e7b572572a437d0dc456f78850a2843b9199fc76ec0172ec0cf30e144ba10d

import { ConcreteRequest } from 'relay-runtime';
export type SharedQuotePageAcceptMutation$variables = {
  acceptTerms: boolean;
  fullName: string;
  token: string;
};
export type SharedQuotePageAcceptMutation$data = {
  readonly acceptSharedQuote: {
    readonly fullName: string | null | undefined;
    readonly revision: number;
  };
};
export type SharedQuotePageAcceptMutation = {
  response: SharedQuotePageAcceptMutation$data;
  variables: SharedQuotePageAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "acceptTerms"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fullName"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "acceptTerms",
        "variableName": "acceptTerms"
      },
      {
        "kind": "Variable",
        "name": "fullName",
        "variableName": "fullName"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "SharedQuoteAnswer",
    "kind": "LinkedField",
    "name": "acceptSharedQuote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revision",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fullName",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SharedQuotePageAcceptMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
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
    "name": "SharedQuotePageAcceptMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "b8e7b572572a437d0dc456f78850a2843b9199fc76ec0172ec0cf30e144ba10d",
    "metadata": {},
    "name": "SharedQuotePageAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a735787a19915b8a7241d7336bbf613";

export default node;
