/**
 * @generated SignedSource<<35dbf75aeb0f6ca43ea34225cb267a85>>
 * @relayHash 2b8e52e5eac1d00d4466398595818a77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e24c73142e914a8db173a7a296482a6657a0304cee352d6e12a502e103407658

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
export type CustomerTabCreateAddressMutation$variables = {
  input: AddressInput;
};
export type CustomerTabCreateAddressMutation$data = {
  readonly createAddress: {
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
export type CustomerTabCreateAddressMutation = {
  response: CustomerTabCreateAddressMutation$data;
  variables: CustomerTabCreateAddressMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Address",
    "kind": "LinkedField",
    "name": "createAddress",
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
    "name": "CustomerTabCreateAddressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerTabCreateAddressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e24c73142e914a8db173a7a296482a6657a0304cee352d6e12a502e103407658",
    "metadata": {},
    "name": "CustomerTabCreateAddressMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7672b3fc0533ad2df1dee402508cf5a0";

export default node;
