/** Picks the built-in configurator model of a configurable product (product form). */
export interface ConfiguratorModelSelectProps {
  pid: number;
  value: number | null;
  onChange: (modelId: number | null) => void;
  disabled?: boolean;
}

export function ConfiguratorModelSelect(_props: ConfiguratorModelSelectProps) {
  return null;
}
