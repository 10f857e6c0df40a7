/**
 * @generated SignedSource<<667fa97709b1beb0b31530f890bc1deb>>
 * @relayHash 7fefe4fd773debbbb1e6cbccd75a6c24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cd4f28113cd56f95212e0595f03b2b9b6b14da23af8ea7e91e8863c960d583a

import { ConcreteRequest } from 'relay-runtime';
export type SendQuoteDialogMutation$variables = {
  emails?: ReadonlyArray<string> | null | undefined;
  id: number;
};
export type SendQuoteDialogMutation$data = {
  readonly sendQuote: {
    readonly recipients: ReadonlyArray<string>;
    readonly revision: number;
    readonly shareUrl: string;
  };
};
export type SendQuoteDialogMutation = {
  response: SendQuoteDialogMutation$data;
  variables: SendQuoteDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "emails"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "emails",
        "variableName": "emails"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "SendQuotePayload",
    "kind": "LinkedField",
    "name": "sendQuote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shareUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recipients",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revision",
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
    "name": "SendQuoteDialogMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "SendQuoteDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5cd4f28113cd56f95212e0595f03b2b9b6b14da23af8ea7e91e8863c960d583a",
    "metadata": {},
    "name": "SendQuoteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "193e630de37ea961587690d28466677a";

export default node;
