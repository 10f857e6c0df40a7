/**
 * @generated SignedSource<<091b1f1127796d4b3e2e18e1fd557b43>>
 * @relayHash 1046e28644e066c913e2fc70a7d74d52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd4484b15bb86ab41b330cb7d9e14b47cbfb68ef215fc37c8d58ec7ff066b992

import { ConcreteRequest } from 'relay-runtime';
export type QuoteListCopyMutation$variables = {
  id: number;
};
export type QuoteListCopyMutation$data = {
  readonly copyQuote: {
    readonly id: string;
    readonly rowId: number;
  };
};
export type QuoteListCopyMutation = {
  response: QuoteListCopyMutation$data;
  variables: QuoteListCopyMutation$variables;
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
    "concreteType": "Quote",
    "kind": "LinkedField",
    "name": "copyQuote",
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
    "name": "QuoteListCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteListCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd4484b15bb86ab41b330cb7d9e14b47cbfb68ef215fc37c8d58ec7ff066b992",
    "metadata": {},
    "name": "QuoteListCopyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "40a633d815332fc15d6563715913953c";

export default node;
