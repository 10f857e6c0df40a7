/**
 * @generated SignedSource<<d0db3205b4d5b5ff6b3869359c9bcf21>>
 * @relayHash 661f7caf786d8c944ba5c94b95247cd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05ccf1defff4046b89415dd5cd593006f954777ca0d688343a9100bc5c25f742

import { ConcreteRequest } from 'relay-runtime';
export type ImportPagePlatformsQuery$variables = Record<PropertyKey, never>;
export type ImportPagePlatformsQuery$data = {
  readonly adminPlatformChoices: ReadonlyArray<{
    readonly name: string;
    readonly rowId: number;
  }>;
};
export type ImportPagePlatformsQuery = {
  response: ImportPagePlatformsQuery$data;
  variables: ImportPagePlatformsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportPagePlatformsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Platform",
        "kind": "LinkedField",
        "name": "adminPlatformChoices",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImportPagePlatformsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Platform",
        "kind": "LinkedField",
        "name": "adminPlatformChoices",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "05ccf1defff4046b89415dd5cd593006f954777ca0d688343a9100bc5c25f742",
    "metadata": {},
    "name": "ImportPagePlatformsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d5c285436b8fdeb59830ecf46e6f7c2";

export default node;
