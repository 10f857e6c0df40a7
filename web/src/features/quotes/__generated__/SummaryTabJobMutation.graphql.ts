/**
 * @generated SignedSource<<1d0370fe419dde8873c0d27012451804>>
 * @relayHash e1685d079d2639d6696f230997e6c75a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c303192d040f064981813f6cfd378453150f075346b7f014c1fdbca32e360305

import { ConcreteRequest } from 'relay-runtime';
export type UpdateQuoteInput = {
  billingAddressId?: number | null | undefined;
  contactId?: number | null | undefined;
  jobName?: string | null | undefined;
  sameAsBilling?: boolean | null | undefined;
  shippingAddressId?: number | null | undefined;
  specifier?: string | null | undefined;
  specifierLocation?: string | null | undefined;
};
export type SummaryTabJobMutation$variables = {
  id: number;
  input: UpdateQuoteInput;
};
export type SummaryTabJobMutation$data = {
  readonly updateQuote: {
    readonly id: string;
    readonly jobName: string;
    readonly specifier: string;
    readonly specifierLocation: string;
  };
};
export type SummaryTabJobMutation = {
  response: SummaryTabJobMutation$data;
  variables: SummaryTabJobMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Quote",
    "kind": "LinkedField",
    "name": "updateQuote",
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
        "name": "jobName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specifier",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "specifierLocation",
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
    "name": "SummaryTabJobMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SummaryTabJobMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c303192d040f064981813f6cfd378453150f075346b7f014c1fdbca32e360305",
    "metadata": {},
    "name": "SummaryTabJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28378949eabeae231451fb0b73806987";

export default node;
