/**
 * @generated SignedSource<<b59d82d8cd954ed829c8df47a276efca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6593740a3407fe8b62cad3dfd5e53d5e",
    "id": null,
    "metadata": {},
    "name": "ProductFormPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ProductFormPageCreateMutation(\n  $input: ProductInput!\n) {\n  createProduct(input: $input) {\n    id\n    rowId\n    pid\n    name\n    productNumber\n    description\n    relatedItem\n    imageUrl\n    img\n    displayImage\n    isNonConfigurable\n    isQuickConfig\n    defaultPrice\n    quantityInStock\n    server\n    applicationInstance\n    applicationName\n    headerId\n    profile\n    ruleset\n    namespace\n    configuratorModelId\n  }\n}\n"
  }
};
})();

(node as any).hash = "2778473d67cb1dd690a97cad642ed178";

export default node;
