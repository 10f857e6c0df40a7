/**
 * @generated SignedSource<<ae73c3845e120489f5ceb79aa2587c99>>
 * @relayHash 31269575ac1512d0ec690c2a117c5b23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4efb537ac6ddc0feebf83a6a22a0785077cc157ecd3d14ef3f2946f09c3834e6

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
export type ThemeEditPageCreateMutation$variables = {
  input: ThemeInput;
};
export type ThemeEditPageCreateMutation$data = {
  readonly createTheme: {
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
export type ThemeEditPageCreateMutation = {
  response: ThemeEditPageCreateMutation$data;
  variables: ThemeEditPageCreateMutation$variables;
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
    "concreteType": "Theme",
    "kind": "LinkedField",
    "name": "createTheme",
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
    "name": "ThemeEditPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ThemeEditPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4efb537ac6ddc0feebf83a6a22a0785077cc157ecd3d14ef3f2946f09c3834e6",
    "metadata": {},
    "name": "ThemeEditPageCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eeae20ea9db4fb32aa103a14117f39ab";

export default node;
