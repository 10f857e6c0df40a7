/**
 * @generated SignedSource<<7bfbd6a4e537e7d2e2b979033a143af5>>
 * @relayHash 977d895dfcf50ff383264daaf5e0195b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cda67909e7f076e28a7f88b7348a27da75e2f4d9f2f851430d97ea33cbc971a8

import { ConcreteRequest } from 'relay-runtime';
export type SharedQuotePageQuery$variables = {
  token: string;
};
export type SharedQuotePageQuery$data = {
  readonly sharedQuote: {
    readonly contact: {
      readonly company: string;
      readonly email: string;
      readonly name: string;
    };
    readonly expiredOn: string | null | undefined;
    readonly quote: {
      readonly acceptedAt: string | null | undefined;
      readonly acceptedBy: string | null | undefined;
      readonly customerName: string;
      readonly expirationDate: string;
      readonly jobName: string;
      readonly lines: ReadonlyArray<{
        readonly description: string;
        readonly lineNumber: number;
        readonly partNumber: string;
        readonly quantity: number;
        readonly total: string;
        readonly unitPrice: string;
      }>;
      readonly specifier: string;
      readonly specifierLocation: string;
      readonly totalCost: string;
    } | null | undefined;
    readonly quoteId: number;
    readonly revision: number;
    readonly state: string;
  };
};
export type SharedQuotePageQuery = {
  response: SharedQuotePageQuery$data;
  variables: SharedQuotePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "SharedQuote",
    "kind": "LinkedField",
    "name": "sharedQuote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quoteId",
        "storageKey": null
      },
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
        "name": "expiredOn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedQuoteContact",
        "kind": "LinkedField",
        "name": "contact",
        "plural": false,
        "selections": [
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "company",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SharedQuoteContent",
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerName",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expirationDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCost",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptedBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SharedQuoteLine",
            "kind": "LinkedField",
            "name": "lines",
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
                "name": "partNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharedQuotePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharedQuotePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cda67909e7f076e28a7f88b7348a27da75e2f4d9f2f851430d97ea33cbc971a8",
    "metadata": {},
    "name": "SharedQuotePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d03499bc250cef36bb390053830a16b5";

export default node;
