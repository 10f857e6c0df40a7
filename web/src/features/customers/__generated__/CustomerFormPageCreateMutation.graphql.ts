/**
 * @generated SignedSource<<af83db8af158729243b3e502bd6cdf16>>
 * @relayHash 0171d096a90ec4de0e6c2080d0fedd19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 055a1b8d9a17c02318500257982e1330e3aeaca65cb5d84e25f1d4165c15a5dd

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
export type CustomerFormPageCreateMutation$variables = {
  input: CustomerInput;
};
export type CustomerFormPageCreateMutation$data = {
  readonly createCustomer: {
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
export type CustomerFormPageCreateMutation = {
  response: CustomerFormPageCreateMutation$data;
  variables: CustomerFormPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "createCustomer",
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
    "name": "CustomerFormPageCreateMutation",
    "selections": (v9/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerFormPageCreateMutation",
    "selections": (v9/*:: as any*/)
  },
  "params": {
    "id": "055a1b8d9a17c02318500257982e1330e3aeaca65cb5d84e25f1d4165c15a5dd",
    "metadata": {},
    "name": "CustomerFormPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e8b86a0f50c15c4921989c28627d6738";

export default node;
