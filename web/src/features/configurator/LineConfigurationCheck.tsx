import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { formatAmount } from '../../ui/format';
import type { LineConfigurationCheckQuery } from './__generated__/LineConfigurationCheckQuery.graphql';
import './ConfiguratorPage.css';

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

export interface LineConfigurationCheckProps {
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
  return (
    <Suspense fallback={null}>
      <CheckBadge {...props} />
    </Suspense>
  );
}

function CheckBadge(props: LineConfigurationCheckProps) {
  const data = useLazyLoadQuery<LineConfigurationCheckQuery>(checkQuery, { lineId: props.lineId }, { fetchPolicy: 'store-and-network' });
  const check = data.configurationCheck;
  if (check.status !== 'repriced' && check.status !== 'invalid') return null;
  const text =
    check.status === 'repriced'
      ? `Model version ${check.currentVersion} prices this line at $${formatAmount(check.currentPrice ?? '0')} (was $${formatAmount(check.linePrice)}).`
      : `This configuration is no longer valid for model version ${check.currentVersion}: ${check.messages.join(' ')}`;
  return (
    <p className={`cfg-line-check cfg-line-check--${check.status}`} role="status">
      {text}{' '}
      <Link to={reconfigurePath(props)} className="btn btn-sm btn-outline">
        Reconfigure
      </Link>
    </p>
  );
}
