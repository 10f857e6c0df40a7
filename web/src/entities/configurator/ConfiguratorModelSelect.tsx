import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { SelectField } from '../../ui/fields';
import type { ConfiguratorModelSelectQuery } from './__generated__/ConfiguratorModelSelectQuery.graphql';

/** Picks the built-in configurator model of a configurable product (product form). */
export interface ConfiguratorModelSelectProps {
  pid: number;
  value: number | null;
  onChange: (modelId: number | null) => void;
  disabled?: boolean;
}

const modelsQuery = graphql`
  query ConfiguratorModelSelectQuery($pid: Int) {
    configuratorModels(first: 200, pid: $pid) {
      edges {
        node {
          id
          rowId
          name
          latestVersion
        }
      }
    }
  }
`;

const LABEL = 'Configurator Model';
const NONE = 'None (remote configurator or fixed price)';

export function ConfiguratorModelSelect(props: ConfiguratorModelSelectProps) {
  return (
    <Suspense fallback={<SelectField label={LABEL} value="" onChange={() => {}} options={[]} placeholder="Loading…" disabled />}>
      <ModelOptions {...props} />
    </Suspense>
  );
}

function ModelOptions({ pid, value, onChange, disabled }: ConfiguratorModelSelectProps) {
  const data = useLazyLoadQuery<ConfiguratorModelSelectQuery>(modelsQuery, { pid }, { fetchPolicy: 'store-and-network' });
  const options = data.configuratorModels.edges.map(({ node }) => ({ value: String(node.rowId), label: `${node.name} (v${node.latestVersion})` }));
  return (
    <SelectField
      label={LABEL}
      name="configuratorModelId"
      value={value == null ? '' : String(value)}
      options={options}
      placeholder={NONE}
      disabled={disabled}
      help="Configurable products use this model in the built-in configurator."
      onChange={(next) => onChange(next === '' ? null : Number(next))}
    />
  );
}
