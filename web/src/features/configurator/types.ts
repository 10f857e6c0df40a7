// The configurator response model (spec part 1 §3).

export interface SelectableValue {
  Value: string;
  Caption: string;
  IsVisible: boolean;
  IsEnabled: boolean;
  ImageLink: string | null;
  /** why the value is hidden or unavailable */
  Reason?: string | null;
}

export type DisplayType =
  | 'NumericControl'
  | 'NumericTextBox'
  | 'DropDown'
  | 'Radio'
  | 'ImageChoices'
  | 'TypeableDropDown'
  | 'TextBox'
  | 'CheckBox';

export interface ScreenOption {
  ID: string;
  Name: string;
  Caption: string;
  IsRequired: boolean;
  IsEnabled: boolean;
  IsVisible: boolean;
  Value: string | null;
  DisplayType: DisplayType | string;
  DisplayFormat: string | null;
  AutoContinueMode: number;
  SelectableValues: SelectableValue[];
  Ranges: { Min: number; Max: number; Increment: number }[];
  Reason?: string | null;
}

export interface ConfiguratorScreen {
  ID?: string;
  Caption?: string;
  IsVisible: boolean;
  InformationLink: string | null;
  ScreenOptions: ScreenOption[];
}

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
}

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

/** StayOnScreenRule 0, StayOnTab 1, MoveTabAndScreenRule 2 */
export const AutoContinueMode = { StayOnScreenRule: 0, StayOnTab: 1, MoveTabAndScreenRule: 2 } as const;
