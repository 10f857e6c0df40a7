/**
 * @generated SignedSource<<e38ea41393721446d1e4e11013612706>>
 * @relayHash 58cf4d7fe49378d444bf39137b359ee5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6795a84d3f212c662c9ac4d3933745491088f0434433d19b1144c80df655f230

import { ConcreteRequest } from 'relay-runtime';
export type CustomerFormPageQuery$variables = {
  edit: boolean;
  rowId: number;
};
export type CustomerFormPageQuery$data = {
  readonly customer?: {
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
export type CustomerFormPageQuery = {
  response: CustomerFormPageQuery$data;
  variables: CustomerFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "edit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rowId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address2",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v10 = [
  {
    "condition": "edit",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "rowId",
            "variableName": "rowId"
          }
        ],
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
              (v2/*:: as any*/),
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
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "customerId",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
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
    ]
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
    "name": "CustomerFormPageQuery",
    "selections": (v10/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CustomerFormPageQuery",
    "selections": (v10/*:: as any*/)
  },
  "params": {
    "id": "6795a84d3f212c662c9ac4d3933745491088f0434433d19b1144c80df655f230",
    "metadata": {},
    "name": "CustomerFormPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "025bcb20d376a562ea2bb71c6235148b";

export default node;
