/**
 * @generated SignedSource<<77e395f53815b2f7a4b5ed9fb5329208>>
 * @relayHash bbc35e3be7bc688df58f753c5051cb68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1514a5addd563cf71025a31273734c7391d676d3c5fa64ad5d8b40b9eb530349

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
export type AddressPanelUpdateMutation$variables = {
  id: number;
  input: AddressInput;
};
export type AddressPanelUpdateMutation$data = {
  readonly updateAddress: {
    readonly address: string | null | undefined;
    readonly address2: string | null | undefined;
    readonly addressType: number;
    readonly city: string;
    readonly country: string;
    readonly customerId: number | null | undefined;
    readonly id: string;
    readonly rowId: number;
    readonly state: string;
    readonly zip: string;
  };
};
export type AddressPanelUpdateMutation = {
  response: AddressPanelUpdateMutation$data;
  variables: AddressPanelUpdateMutation$variables;
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
    "name": "AddressPanelUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressPanelUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1514a5addd563cf71025a31273734c7391d676d3c5fa64ad5d8b40b9eb530349",
    "metadata": {},
    "name": "AddressPanelUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "285b5faf14686beccc11a2966e50cc19";

export default node;
