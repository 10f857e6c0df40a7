import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { formatCurrency } from '../../ui/format';
import type { LineConfigurationCheckQuery } from './__generated__/LineConfigurationCheckQuery.graphql';
import './LineConfigurationCheck.css';

const checkQuery = graphql`
  query LineConfigurationCheckQuery($lineId: Int!) {
    configurationCheck(lineId: $lineId) {
      status
      lineVersion
      currentVersion
      linePrice
      currentPrice
      messages
    }
  }
`;

export interface ConfigurationCheckData {
  readonly status: string;
  readonly lineVersion: number | null | undefined;
  readonly currentVersion: number | null | undefined;
  readonly linePrice: string;
  readonly currentPrice: string | null | undefined;
  readonly messages: ReadonlyArray<string>;
}

export interface LineConfigurationCheckProps {
  /** The line's check when the caller already has it (QuoteLine.configurationCheck); fetched otherwise. */
  check?: ConfigurationCheckData | null;
  lineId: number;
  productId: number;
  quoteId: number;
  lineNumber: number;
  configurationId: string;
  headerId: string | null;
}

/** The path that reopens a line in the configurator (reconfigure mode). */
export function reconfigurePath({ lineId, productId, quoteId, lineNumber, configurationId, headerId }: LineConfigurationCheckProps) {
  const query = new URLSearchParams({ lineNumber: String(lineNumber), LineId: String(lineId), configurationId });
  if (headerId) query.set('headerId', headerId);
  return `/Configurator/${productId}/${quoteId}/${configurationId}?${query.toString()}`;
}

/**
 * Flags a configured line that the current model version would price differently or no longer
 * accept, with a one-click reconfigure. Renders nothing for current or unchecked lines.
 */
export function LineConfigurationCheck(props: LineConfigurationCheckProps) {
  if (props.check) return <CheckNotice check={props.check} path={reconfigurePath(props)} />;
  return (
    <Suspense fallback={null}>
      <CheckBadge {...props} />
    </Suspense>
  );
}

function CheckBadge(props: LineConfigurationCheckProps) {
  const data = useLazyLoadQuery<LineConfigurationCheckQuery>(checkQuery, { lineId: props.lineId }, { fetchPolicy: 'store-and-network' });
  return <CheckNotice check={data.configurationCheck} path={reconfigurePath(props)} />;
}

function CheckNotice({ check, path }: { check: ConfigurationCheckData; path: string }) {
  if (check.status !== 'repriced' && check.status !== 'invalid') return null;
  const text =
    check.status === 'repriced'
      ? `Model version ${check.currentVersion} prices this line at ${formatCurrency(check.currentPrice ?? '0')} (was ${formatCurrency(check.linePrice)}).`
      : `This configuration is no longer valid for model version ${check.currentVersion}: ${check.messages.join(' ')}`;
  return (
    <p className={`cfg-line-check cfg-line-check--${check.status}`} role="status">
      {text}{' '}
      <Link to={path} className="btn btn-sm btn-outline">
        Reconfigure
      </Link>
    </p>
  );
}
