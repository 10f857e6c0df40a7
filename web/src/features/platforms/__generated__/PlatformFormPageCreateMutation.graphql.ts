/**
 * @generated SignedSource<<d474f3e415637254582a9fc312c6894b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlatformInput = {
  csiOrderCompleteString?: string | null | undefined;
  emailAddresses?: ReadonlyArray<string> | null | undefined;
  integration?: string | null | undefined;
  name?: string | null | undefined;
  requireHttps?: boolean | null | undefined;
  requireMFA?: boolean | null | undefined;
};
export type PlatformFormPageCreateMutation$variables = {
  input: PlatformInput;
};
export type PlatformFormPageCreateMutation$data = {
  readonly createPlatform: {
    readonly csiOrderCompleteString: string;
    readonly emailAddresses: ReadonlyArray<string>;
    readonly id: string;
    readonly integration: string;
    readonly isDefault: boolean;
    readonly name: string;
    readonly requireHttps: boolean;
    readonly requireMFA: boolean;
    readonly rowId: number;
  };
};
export type PlatformFormPageCreateMutation = {
  response: PlatformFormPageCreateMutation$data;
  variables: PlatformFormPageCreateMutation$variables;
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
    "concreteType": "Platform",
    "kind": "LinkedField",
    "name": "createPlatform",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailAddresses",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "integration",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requireMFA",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requireHttps",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "csiOrderCompleteString",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isDefault",
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
    "name": "PlatformFormPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlatformFormPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f7728d01ee898602fc035694f1676db9",
    "id": null,
    "metadata": {},
    "name": "PlatformFormPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation PlatformFormPageCreateMutation(\n  $input: PlatformInput!\n) {\n  createPlatform(input: $input) {\n    id\n    rowId\n    name\n    emailAddresses\n    integration\n    requireMFA\n    requireHttps\n    csiOrderCompleteString\n    isDefault\n  }\n}\n"
  }
};
})();

(node as any).hash = "36951fe5121e35e5a09828397c46f469";

export default node;
