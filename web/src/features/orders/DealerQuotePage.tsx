import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { NotFound } from '../../ui/NotFound';
import { Page, PageHeader } from '../../ui/Page';
import { formatCurrency, formatDate } from '../../ui/format';
import type { DealerQuotePageQuery } from './__generated__/DealerQuotePageQuery.graphql';
import { documentLabel } from '../../entities/quote/quoteLabels';
import './DealerQuotePage.css';

const dealerQuery = graphql`
  query DealerQuotePageQuery($id: ID!) {
    node(id: $id) {
      ... on Quote {
        rowId
        type
        erpOrderNo
        customerName
        companyName
        jobName
        totalCost
        createdAt
        documentLines {
          rowId
          lineNumber
          partNumber
          description
          quantity
          unitPrice
          total
          unitCost
          costTotal
          margin
        }
        communications {
          rowId
          kind
          subject
          body
          recipients
          createdAt
        }
      }
    }
  }
`;

const percent = (value: number | null | undefined) => (value == null ? '-' : `${(value * 100).toFixed(1)}%`);

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** /DealerQuote/{quoteId}: the internal cost and margin view of a quote's lines, with its communications. */
export function DealerQuotePage() {
  const data = useRouteQuery<DealerQuotePageQuery>(dealerQuery).data;
  const quote = data.node;
  if (!quote || quote.rowId === undefined) return <NotFound what="Quote" back="/QuoteDashboard" />;
  const lines = quote.documentLines ?? [];
  const costKnown = lines.some((line) => line.unitCost != null);
  const priceCents = lines.reduce((sum, line) => sum + Math.round(Number(line.total) * 100), 0);
  const costCents = lines.reduce((sum, line) => sum + (line.costTotal == null ? 0 : Math.round(Number(line.costTotal) * 100)), 0);
  const allCosted = lines.length > 0 && lines.every((line) => line.costTotal != null);
  const margin = allCosted && priceCents > 0 ? (priceCents - costCents) / priceCents : null;

  return (
    <Page>
      <PageHeader
        title={`Internal Documents: ${documentLabel(quote)}`}
        subtitle={`${quote.customerName || quote.companyName || 'No customer'} · ${quote.jobName || 'No job name'} · created ${formatDate(quote.createdAt)}`}
        back={`/Quote/${quote.rowId}`}
      />

      <section className="dealer-summary" aria-label="Totals">
        <div>
          <span>Sell</span>
          <strong>{formatCurrency((priceCents / 100).toFixed(2))}</strong>
        </div>
        <div>
          <span>Cost</span>
          <strong>{allCosted ? formatCurrency((costCents / 100).toFixed(2)) : '-'}</strong>
        </div>
        <div>
          <span>Gross Profit</span>
          <strong>{allCosted ? formatCurrency(((priceCents - costCents) / 100).toFixed(2)) : '-'}</strong>
        </div>
        <div>
          <span>Margin</span>
          <strong>{percent(margin)}</strong>
        </div>
      </section>
      {!costKnown && lines.length > 0 && (
        <p className="dealer-note" role="note">
          Internal costs are shown to dealers and administrators only.
        </p>
      )}

      <div className="dealer-table-wrap">
        <table className="dealer-table">
          <caption className="visually-hidden">Line costs and margins</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Part #</th>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Qty.
              </th>
              <th scope="col" className="num">
                Unit Price
              </th>
              <th scope="col" className="num">
                Unit Cost
              </th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col" className="num">
                Total Cost
              </th>
              <th scope="col" className="num">
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={9} className="dealer-empty">
                  No Items Available
                </td>
              </tr>
            )}
            {lines.map((line) => (
              <tr key={line.rowId}>
                <td>{line.lineNumber}</td>
                <td>{line.partNumber || '-'}</td>
                <td>{line.description || '-'}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatCurrency(line.unitPrice)}</td>
                <td className="num">{line.unitCost == null ? '-' : formatCurrency(line.unitCost)}</td>
                <td className="num">{formatCurrency(line.total)}</td>
                <td className="num">{line.costTotal == null ? '-' : formatCurrency(line.costTotal)}</td>
                <td className={`num ${line.margin != null && line.margin < 0.2 ? 'dealer-low' : ''}`}>{percent(line.margin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="dealer-comms" aria-labelledby="dealer-comms-title">
        <h2 id="dealer-comms-title">Communications</h2>
        {(quote.communications ?? []).length === 0 ? (
          <p className="dealer-empty">No communications yet.</p>
        ) : (
          <ul>
            {(quote.communications ?? []).map((item) => (
              <li key={item.rowId} className="dealer-comm">
                <div className="dealer-comm__head">
                  <span className={`dealer-comm__kind dealer-comm__kind--${item.kind}`}>{item.kind}</span>
                  <strong>{item.subject || '(no subject)'}</strong>
                  <time dateTime={String(item.createdAt)}>{formatDate(item.createdAt)}</time>
                </div>
                {item.recipients && <div className="dealer-comm__to">To: {item.recipients.split(',').join(', ')}</div>}
                <p>{stripTags(item.body)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
