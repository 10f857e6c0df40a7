/**
 * @generated SignedSource<<265e15f22366735e5aa5e3e308479c16>>
 * @relayHash b569109d9af04b707202b9f31a4c1873
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 097d4a96d096069ff5963f24bffb29ce75339f7f27a767fa72f26df3a058cccb

import { ConcreteRequest } from 'relay-runtime';
export type AddressInput = {
  address?: string | null | undefined;
  address2?: string | null | undefined;
  addressType?: number | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  county?: string | null | undefined;
  customerId?: number | null | undefined;
  name?: string | null | undefined;
  pid?: number | null | undefined;
  shipCode?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};
export type CustomerTabUpdateAddressMutation$variables = {
  id: number;
  input: AddressInput;
};
export type CustomerTabUpdateAddressMutation$data = {
  readonly updateAddress: {
    readonly address: string | null | undefined;
    readonly address2: string | null | undefined;
    readonly addressType: number;
    readonly city: string;
    readonly country: string;
    readonly customerId: number | null | undefined;
    readonly id: string;
    readonly name: string | null | undefined;
    readonly rowId: number;
    readonly state: string;
    readonly zip: string;
  };
};
export type CustomerTabUpdateAddressMutation = {
  response: CustomerTabUpdateAddressMutation$data;
  variables: CustomerTabUpdateAddressMutation$variables;
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
    "concreteType": "Address",
    "kind": "LinkedField",
    "name": "updateAddress",
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
        "name": "customerId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "address2",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
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
        "name": "zip",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addressType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "CustomerTabUpdateAddressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerTabUpdateAddressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "097d4a96d096069ff5963f24bffb29ce75339f7f27a767fa72f26df3a058cccb",
    "metadata": {},
    "name": "CustomerTabUpdateAddressMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "faa2e781cf2ee884a9e4769c7b286e5f";

export default node;
