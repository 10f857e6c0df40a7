/**
 * @generated SignedSource<<6e6c76c04c4b9801bbc319c7bab9b5ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerTab_quote$data = {
  readonly billingAddress: {
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
  } | null | undefined;
  readonly billingAddressId: number | null | undefined;
  readonly contact: {
    readonly email: string | null | undefined;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly phone: string | null | undefined;
    readonly rowId: number;
  } | null | undefined;
  readonly customer: {
    readonly companyName: string;
    readonly erpId: string | null | undefined;
    readonly id: string;
    readonly rowId: number;
  } | null | undefined;
  readonly customerId: number | null | undefined;
  readonly customerName: string;
  readonly id: string;
  readonly rowId: number;
  readonly sameAsBilling: boolean;
  readonly shippingAddress: {
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
  } | null | undefined;
  readonly shippingAddressId: number | null | undefined;
  readonly shippingAddresses: ReadonlyArray<{
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
  }>;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "CustomerTab_quote";
};
export type CustomerTab_quote$key = {
  readonly " $data"?: CustomerTab_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerTab_quote">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerId",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerTab_quote",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sameAsBilling",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippingAddressId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingAddressId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "erpId",
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
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "shippingAddress",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "shippingAddresses",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Quote",
  "abstractKey": null
};
})();

(node as any).hash = "195ddab5b90efb93c3163f7ee889a081";

export default node;
