// The configurator's answers (spec part 1 §3): what `configurator/start` and `configurator/configure`
// return, as the built-in engine and the remote configurator produce them and the screen reads them.

export const DISPLAY_TYPES = [
  'NumericControl',
  'NumericTextBox',
  'DropDown',
  'Radio',
  'ImageChoices',
  'TypeableDropDown',
  'TextBox',
  'CheckBox',
] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

/** StayOnScreenRule 0, StayOnTab 1, MoveTabAndScreenRule 2 */
export const AUTO_CONTINUE = { StayOnScreenRule: 0, StayOnTab: 1, MoveTabAndScreenRule: 2 } as const;
/** Message severities: Critical 1, Warning 2, Information 3 */
export const SEVERITY = { Critical: 1, Warning: 2, Information: 3 } as const;
/** Detail row types: text 1, image 2, horizontal rule 3, price 5 and above (shown with $) */
export const DETAIL_TYPE = { Text: 1, Image: 2, Rule: 3, Price: 5, ExtendedPrice: 6 } as const;

export interface SelectableValue {
  Value: string;
  Caption: string;
  IsVisible: boolean;
  IsEnabled: boolean;
  ImageLink: string | null;
  /** why the value is hidden or disabled (a remote configurator may leave it out) */
  Reason?: string | null;
}

export interface ScreenOption {
  ID: string;
  Name: string;
  Caption: string;
  IsRequired: boolean;
  IsEnabled: boolean;
  IsVisible: boolean;
  Value: string | null;
  /** one of DISPLAY_TYPES; a remote configurator may send others */
  DisplayType: string;
  DisplayFormat: string | null;
  AutoContinueMode: number;
  SelectableValues: SelectableValue[];
  Ranges: { Min: number; Max: number; Increment: number }[];
  Reason?: string | null;
}

/** A remote configurator may send a screen without its ID and Caption. */
export interface ConfiguratorScreen {
  ID?: string;
  Caption?: string;
  IsVisible: boolean;
  InformationLink: string | null;
  ScreenOptions: ScreenOption[];
}

/** A remote configurator may send a page without its ID. */
export interface ConfiguratorPage {
  ID?: string;
  Caption: string;
  IsVisible: boolean;
  Screens: ConfiguratorScreen[];
}

export interface DetailRow {
  Caption: string;
  Value: string;
  Type: number;
}

export interface ConfiguratorData {
  ConfiguredPrice: number;
  IsExecutionComplete: boolean;
  OptionToFocus: string | null;
  Details: DetailRow[];
  ImageUrl: string | null;
  Messages: { Type: number; Value: string }[];
  Pages: ConfiguratorPage[];
  PartNumber: string;
  Description: string;
}

/** A value the rules refused, with the nearest valid configuration (the fewest other options changed). */
export interface Blocked {
  OptionId: string;
  Value: string;
  Reason: string;
  Suggestion: { ID: string; Caption: string; Value: string; ValueCaption: string }[] | null;
}

export interface StartResult {
  prepare: { SessionId: string; ProductId: number; HeaderId: string | null; Engine: string; ModelVersion: number | null };
  initialize: { ConfigurationId: string; Reconfigure: boolean; QuoteId: string | null };
  ui: ConfiguratorData;
}

export interface ConfigureResult {
  SessionId: string;
  d: ConfiguratorData;
  Blocked: Blocked | null;
}

/**
 * The configurator's field messages (spec part 1 §5), word for word: the screen shows them on
 * submit and the server refuses a value with them, so a field reads the same wherever it is checked.
 */
export const OPTION_MESSAGES = {
  required: 'This field is required.',
  notANumber: 'This field must be a number.',
  tooSmall: (min: string | number) => `This field can be no smaller than ${min}`,
  tooLarge: (max: string | number) => `This field can be no larger than ${max}`,
  positive: 'Must be a positive number.',
  steps: (increment: string | number, min: string | number) => `This field must be in steps of ${increment} from ${min}.`,
  tooLong: 'This field is too long.',
} as const;

/** A value for one option, as the screen shows it when Finish is pressed. */
export interface SubmittedValue {
  id: string;
  value: string | null;
}
