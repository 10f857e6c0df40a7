/**
 * @generated SignedSource<<101a37677adb5bee3498e662ee51ad66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "1046e28644e066c913e2fc70a7d74d52",
    "id": null,
    "metadata": {},
    "name": "QuoteListCopyMutation",
    "operationKind": "mutation",
    "text": "mutation QuoteListCopyMutation(\n  $id: Int!\n) {\n  copyQuote(id: $id) {\n    id\n    rowId\n  }\n}\n"
  }
};
})();

(node as any).hash = "40a633d815332fc15d6563715913953c";

export default node;
