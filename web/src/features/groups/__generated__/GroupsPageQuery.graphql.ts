/**
 * @generated SignedSource<<4baa8967bbd7b73d4e2c8d8f1784c5c8>>
 * @relayHash 7b2cb00b83fe1567109214a048416225
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7172be1ae14930961304ce3bc67af95323db5435805ca001712349ca03be679c

import { ConcreteRequest } from 'relay-runtime';
export type GroupsPageQuery$variables = {
  pid?: number | null | undefined;
};
export type GroupsPageQuery$data = {
  readonly groups: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string;
        readonly id: string;
        readonly name: string;
        readonly pid: number;
        readonly rowId: number;
      };
    }>;
  };
};
export type GroupsPageQuery = {
  response: GroupsPageQuery$data;
  variables: GroupsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pid"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 200
      },
      {
        "kind": "Variable",
        "name": "pid",
        "variableName": "pid"
      }
    ],
    "concreteType": "GroupConnection",
    "kind": "LinkedField",
    "name": "groups",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GroupEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Group",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "description",
                "storageKey": null
              }
            ],
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
    "name": "GroupsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7172be1ae14930961304ce3bc67af95323db5435805ca001712349ca03be679c",
    "metadata": {},
    "name": "GroupsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "47728de29a3883fb11d5084030d5fb74";

export default node;
