/**
 * @generated SignedSource<<aa5edbcc8fc69ff16a049b7ba729e000>>
 * @relayHash 6593740a3407fe8b62cad3dfd5e53d5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2103844e6416a07a8ad454f961b2da24e8d729bd8c2b50a8f1783d3845f697c8

import { ConcreteRequest } from 'relay-runtime';
export type ProductInput = {
  applicationInstance?: string | null | undefined;
  applicationName?: string | null | undefined;
  configuratorModelId?: number | null | undefined;
  defaultPrice?: string | null | undefined;
  description?: string | null | undefined;
  headerId?: string | null | undefined;
  imageUrl?: string | null | undefined;
  img?: string | null | undefined;
  isNonConfigurable?: boolean | null | undefined;
  isQuickConfig?: boolean | null | undefined;
  name?: string | null | undefined;
  namespace?: string | null | undefined;
  overview?: string | null | undefined;
  pid?: number | null | undefined;
  productNumber?: string | null | undefined;
  profile?: string | null | undefined;
  quantityInStock?: number | null | undefined;
  relatedItem?: string | null | undefined;
  ruleset?: string | null | undefined;
  server?: string | null | undefined;
  uom?: string | null | undefined;
};
export type ProductFormPageCreateMutation$variables = {
  input: ProductInput;
};
export type ProductFormPageCreateMutation$data = {
  readonly createProduct: {
    readonly applicationInstance: string | null | undefined;
    readonly applicationName: string | null | undefined;
    readonly configuratorModelId: number | null | undefined;
    readonly defaultPrice: string | null | undefined;
    readonly description: string;
    readonly displayImage: string | null | undefined;
    readonly headerId: string | null | undefined;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly img: string | null | undefined;
    readonly isNonConfigurable: boolean;
    readonly isQuickConfig: boolean;
    readonly name: string;
    readonly namespace: string | null | undefined;
    readonly pid: number;
    readonly productNumber: string;
    readonly profile: string | null | undefined;
    readonly quantityInStock: number | null | undefined;
    readonly relatedItem: string | null | undefined;
    readonly rowId: number;
    readonly ruleset: string | null | undefined;
    readonly server: string | null | undefined;
  };
};
export type ProductFormPageCreateMutation = {
  response: ProductFormPageCreateMutation$data;
  variables: ProductFormPageCreateMutation$variables;
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
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "createProduct",
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
        "name": "pid",
        "storageKey": null
      },
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
        "name": "productNumber",
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
        "name": "relatedItem",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "img",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayImage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isNonConfigurable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isQuickConfig",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantityInStock",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "server",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applicationInstance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applicationName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "headerId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profile",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ruleset",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "namespace",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "configuratorModelId",
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
    "name": "ProductFormPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductFormPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2103844e6416a07a8ad454f961b2da24e8d729bd8c2b50a8f1783d3845f697c8",
    "metadata": {},
    "name": "ProductFormPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2778473d67cb1dd690a97cad642ed178";

export default node;
