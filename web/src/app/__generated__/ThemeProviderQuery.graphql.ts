/**
 * @generated SignedSource<<11d70562f46939f0ab34cbeae15be105>>
 * @relayHash 2f6ec358089b7ed573c4727643305931
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83cd41826a3072a1a480d0df3da6151ead2a4464d84158807da39febb7a63ba5

import { ConcreteRequest } from 'relay-runtime';
export type ThemeProviderQuery$variables = {
  darkMode: boolean;
};
export type ThemeProviderQuery$data = {
  readonly activeTheme: {
    readonly backgroundColor: string;
    readonly borderColor: string;
    readonly borderRadius: number;
    readonly boxShadowColor: string;
    readonly breakpoints: ReadonlyArray<string>;
    readonly callToActionColor: string;
    readonly danger: string;
    readonly darkMode: boolean;
    readonly emailLogo: string | null | undefined;
    readonly gray: string;
    readonly grayDark: string;
    readonly gridRowBackgroundColor: string;
    readonly headerColor: string;
    readonly headerTextColor: string;
    readonly id: string;
    readonly logo: string | null | undefined;
    readonly logoDark: string | null | undefined;
    readonly name: string;
    readonly primary: string;
    readonly secondary: string;
    readonly success: string;
    readonly tertiary: string;
    readonly textDark: string;
    readonly warning: string;
  } | null | undefined;
};
export type ThemeProviderQuery = {
  response: ThemeProviderQuery$data;
  variables: ThemeProviderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "darkMode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "darkMode",
        "variableName": "darkMode"
      }
    ],
    "concreteType": "Theme",
    "kind": "LinkedField",
    "name": "activeTheme",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "darkMode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "primary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tertiary",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "danger",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "warning",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "callToActionColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gray",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "grayDark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "backgroundColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gridRowBackgroundColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "borderColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "boxShadowColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "textDark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "headerColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "headerTextColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "borderRadius",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "logo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "logoDark",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailLogo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "breakpoints",
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
    "name": "ThemeProviderQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThemeProviderQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83cd41826a3072a1a480d0df3da6151ead2a4464d84158807da39febb7a63ba5",
    "metadata": {},
    "name": "ThemeProviderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0cdab2a9e94ec3108387f8072ed652bd";

export default node;
