/**
 * @generated SignedSource<<231609555f3f8648093729b2af4ed24e>>
 * @relayHash 55d86fadba8a979f72b84677b0a41136
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f3b95db808ee96a72b17c64cb3a3b8fbf235e51f0cbb496cb3ebc732a9dbfa3

import { ConcreteRequest } from 'relay-runtime';
export type ThemeInput = {
  backgroundColor?: string | null | undefined;
  borderColor?: string | null | undefined;
  borderRadius?: number | null | undefined;
  boxShadowColor?: string | null | undefined;
  breakpoints?: ReadonlyArray<string> | null | undefined;
  callToActionColor?: string | null | undefined;
  danger?: string | null | undefined;
  darkMode?: boolean | null | undefined;
  description?: string | null | undefined;
  emailLogo?: string | null | undefined;
  gray?: string | null | undefined;
  grayDark?: string | null | undefined;
  gridRowBackgroundColor?: string | null | undefined;
  headerColor?: string | null | undefined;
  headerTextColor?: string | null | undefined;
  isActive?: boolean | null | undefined;
  logo?: string | null | undefined;
  logoDark?: string | null | undefined;
  name?: string | null | undefined;
  pid: number;
  primary?: string | null | undefined;
  secondary?: string | null | undefined;
  success?: string | null | undefined;
  tertiary?: string | null | undefined;
  textDark?: string | null | undefined;
  warning?: string | null | undefined;
};
export type ThemeEditPageUpdateMutation$variables = {
  id: number;
  input: ThemeInput;
};
export type ThemeEditPageUpdateMutation$data = {
  readonly updateTheme: {
    readonly backgroundColor: string;
    readonly borderColor: string;
    readonly borderRadius: number;
    readonly boxShadowColor: string;
    readonly breakpoints: ReadonlyArray<string>;
    readonly callToActionColor: string;
    readonly danger: string;
    readonly darkMode: boolean;
    readonly description: string;
    readonly emailLogo: string | null | undefined;
    readonly gray: string;
    readonly grayDark: string;
    readonly gridRowBackgroundColor: string;
    readonly headerColor: string;
    readonly headerTextColor: string;
    readonly id: string;
    readonly isActive: boolean;
    readonly logo: string | null | undefined;
    readonly logoDark: string | null | undefined;
    readonly name: string;
    readonly pid: number;
    readonly primary: string;
    readonly rowId: number;
    readonly secondary: string;
    readonly success: string;
    readonly tertiary: string;
    readonly textDark: string;
    readonly warning: string;
  };
};
export type ThemeEditPageUpdateMutation = {
  response: ThemeEditPageUpdateMutation$data;
  variables: ThemeEditPageUpdateMutation$variables;
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
    "concreteType": "Theme",
    "kind": "LinkedField",
    "name": "updateTheme",
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
        "name": "isActive",
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
        "name": "breakpoints",
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
    "name": "ThemeEditPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThemeEditPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6f3b95db808ee96a72b17c64cb3a3b8fbf235e51f0cbb496cb3ebc732a9dbfa3",
    "metadata": {},
    "name": "ThemeEditPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d0507a9b7ccad858043243a40f5350d1";

export default node;
