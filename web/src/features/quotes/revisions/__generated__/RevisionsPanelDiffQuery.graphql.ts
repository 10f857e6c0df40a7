/**
 * @generated SignedSource<<9cdb0608333518c86ea45e3a83f573bc>>
 * @relayHash de04253bed4c072878aa61bcf5a71ee0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8e40752affe9746a3a616ec407f6da4c2381824adaa8f1534aecb607ef8312e

import { ConcreteRequest } from 'relay-runtime';
export type RevisionsPanelDiffQuery$variables = {
  from: number;
  quoteId: number;
  to: number;
};
export type RevisionsPanelDiffQuery$data = {
  readonly revisionDiff: ReadonlyArray<{
    readonly after: string | null | undefined;
    readonly before: string | null | undefined;
    readonly field: string;
    readonly kind: string;
    readonly lineNumber: number | null | undefined;
  }>;
};
export type RevisionsPanelDiffQuery = {
  response: RevisionsPanelDiffQuery$data;
  variables: RevisionsPanelDiffQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quoteId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "from",
        "variableName": "from"
      },
      {
        "kind": "Variable",
        "name": "quoteId",
        "variableName": "quoteId"
      },
      {
        "kind": "Variable",
        "name": "to",
        "variableName": "to"
      }
    ],
    "concreteType": "RevisionChange",
    "kind": "LinkedField",
    "name": "revisionDiff",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lineNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "before",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "after",
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
    "name": "RevisionsPanelDiffQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RevisionsPanelDiffQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a8e40752affe9746a3a616ec407f6da4c2381824adaa8f1534aecb607ef8312e",
    "metadata": {},
    "name": "RevisionsPanelDiffQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92fa7f9cfb8c98fa11e60ac6370da222";

export default node;
