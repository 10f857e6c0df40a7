/**
 * @generated SignedSource<<71edabea72d6cdfe88d8cf80e273e9ab>>
 * @relayHash e07d016e498d4d3d2bc275379f648af3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf9173bcb3efc8f43e1b25f7e432f238ce85b5eb4156ee4cb86cb875695fb004

import { ConcreteRequest } from 'relay-runtime';
export type CustomerInput = {
  billingAddress?: AddressInput | null | undefined;
  companyName?: string | null | undefined;
  contact?: CustomerContactInput | null | undefined;
  cpqProfileOption?: string | null | undefined;
  description?: string | null | undefined;
  erpId?: string | null | undefined;
  pid?: number | null | undefined;
};
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
export type CustomerContactInput = {
  altPhone?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
};
export type CustomerFormPageUpdateMutation$variables = {
  id: number;
  input: CustomerInput;
};
export type CustomerFormPageUpdateMutation$data = {
  readonly updateCustomer: {
    readonly billingAddress: {
      readonly address: string | null | undefined;
      readonly address2: string | null | undefined;
      readonly city: string;
      readonly country: string;
      readonly id: string;
      readonly state: string;
      readonly zip: string;
    } | null | undefined;
    readonly companyName: string;
    readonly description: string;
    readonly erpId: string | null | undefined;
    readonly id: string;
    readonly pid: number;
    readonly primaryContact: {
      readonly email: string | null | undefined;
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
      readonly phone: string | null | undefined;
    } | null | undefined;
    readonly rowId: number;
    readonly shippingAddresses: ReadonlyArray<{
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
    }>;
  };
};
export type CustomerFormPageUpdateMutation = {
  response: CustomerFormPageUpdateMutation$data;
  variables: CustomerFormPageUpdateMutation$variables;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address2",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v9 = [
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
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "updateCustomer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erpId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
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
        "concreteType": "Contact",
        "kind": "LinkedField",
        "name": "primaryContact",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "billingAddress",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "shippingAddresses",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerFormPageUpdateMutation",
    "selections": (v9/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerFormPageUpdateMutation",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "id": "cf9173bcb3efc8f43e1b25f7e432f238ce85b5eb4156ee4cb86cb875695fb004",
    "metadata": {},
    "name": "CustomerFormPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "61882aed8ed1474e6592715abe704d71";

export default node;
