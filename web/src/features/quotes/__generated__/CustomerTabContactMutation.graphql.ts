/**
 * @generated SignedSource<<24c344148d472fa249536dbfec188f17>>
 * @relayHash 1bbaf5374bcc1a364982e30d02484ce5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e81ab4271a83ed240f4ab28a431b94d1e937cc56682fd0f52588157c2da95e7

import { ConcreteRequest } from 'relay-runtime';
export type CustomerTabContactMutation$variables = {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  quoteId: number;
};
export type CustomerTabContactMutation$data = {
  readonly updateQuoteContact: {
    readonly email: string | null | undefined;
    readonly id: string;
    readonly phone: string | null | undefined;
  };
};
export type CustomerTabContactMutation = {
  response: CustomerTabContactMutation$data;
  variables: CustomerTabContactMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "phone"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quoteId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "phone",
        "variableName": "phone"
      },
      {
        "kind": "Variable",
        "name": "quoteId",
        "variableName": "quoteId"
      }
    ],
    "concreteType": "Contact",
    "kind": "LinkedField",
    "name": "updateQuoteContact",
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
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
    "name": "CustomerTabContactMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CustomerTabContactMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8e81ab4271a83ed240f4ab28a431b94d1e937cc56682fd0f52588157c2da95e7",
    "metadata": {},
    "name": "CustomerTabContactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "353245be21f07569f17a8c7fe04220b2";

export default node;
