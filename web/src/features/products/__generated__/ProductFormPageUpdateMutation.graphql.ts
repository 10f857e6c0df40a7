/**
 * @generated SignedSource<<254f1bb425cd654d68d4c4e8ddd9aedb>>
 * @relayHash 29714cba4342b7b0bbedf81b8e69b197
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f858249850e3c6d82d1c12c4de342f433ad1eddf2ad92a819b86c1255302904

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
export type ProductFormPageUpdateMutation$variables = {
  id: number;
  input: ProductInput;
};
export type ProductFormPageUpdateMutation$data = {
  readonly updateProduct: {
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
export type ProductFormPageUpdateMutation = {
  response: ProductFormPageUpdateMutation$data;
  variables: ProductFormPageUpdateMutation$variables;
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
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "updateProduct",
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
    "name": "ProductFormPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductFormPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5f858249850e3c6d82d1c12c4de342f433ad1eddf2ad92a819b86c1255302904",
    "metadata": {},
    "name": "ProductFormPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f1a38fe1b2031f7a5af0039c246bed27";

export default node;
