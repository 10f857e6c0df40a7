import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { NotFound } from '../../ui/NotFound';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPrint } from '@fortawesome/free-solid-svg-icons/faPrint';
import { PRODUCT_NAME } from '../../app/product';
import { useTheme } from '../../app/ThemeProvider';
import { BackButton } from '../../ui/Page';
import { formatCurrency, formatDate } from '../../ui/format';
import { documentLabel } from '../../entities/quote/quoteLabels';
import type { PrintQuotePageQuery } from './__generated__/PrintQuotePageQuery.graphql';
import { COMMISSION_NOTE, QUOTE_PDF_PATH, SMALL_ORDER_NOTICE, TERMS, TERMS_VERSION, quotePdfFileName } from '@quotecraft/rules/documents';
import { useSession } from '../../app/SessionProvider';
import { DownloadPdfButton } from './DownloadPdfButton';
import { DocumentLinesTable } from './DocumentLinesTable';
import './PrintQuotePage.css';

const printQuery = graphql`
  query PrintQuotePageQuery($id: ID!) {
    node(id: $id) {
      ... on Quote {
        rowId
        type
        erpOrderNo
        customerName
        companyName
        createdByFirstName
        createdByLastName
        createdAt
        expirationDate
        revision
        totalCost
        jobName
        specifier
        specifierLocation
        documentLines {
          rowId
          lineNumber
          partNumber
          description
          quantity
          unitPrice
          total
        }
      }
    }
  }
`;

/** /Print/{quoteId}: the printable quote (§2.8) followed by the terms page (§9). */
export function PrintQuotePage() {
  const data = useRouteQuery<PrintQuotePageQuery>(printQuery).data;
  const { theme } = useTheme();
  const { authHeaders } = useSession();
  const quote = data.node;
  if (!quote || quote.rowId === undefined) return <NotFound what="Quote" back="/QuoteDashboard" />;
  // A quote is printed with its revision: "Quote #27, revision 3".
  const label = quote.type === 2 ? documentLabel(quote) : `${documentLabel(quote)}, revision ${quote.revision}`;
  const contact = [quote.createdByFirstName, quote.createdByLastName].filter(Boolean).join(' ');

  return (
    <div className="print-page">
      <div className="print-toolbar no-print">
        <BackButton to={`/Quote/${quote.rowId}`} />
        <DownloadPdfButton
          path={QUOTE_PDF_PATH}
          body={{ id: quote.rowId }}
          headers={authHeaders}
          fileName={quotePdfFileName({ type: quote.type ?? 1, id: quote.rowId, revision: quote.revision ?? 1 })}
        />
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          <FontAwesomeIcon icon={faPrint} />
          Print
        </button>
      </div>

      <article className="print-sheet" aria-label={label}>
        <header className="print-head">
          <div className="print-logo">{theme?.logo ? <img src={theme.logo} alt={PRODUCT_NAME} /> : <span>{PRODUCT_NAME}</span>}</div>
          <div className="print-doc">
            <h1>{label}</h1>
            <p className="print-total">
              Total: <strong>{formatCurrency(quote.totalCost ?? '0')}</strong>
            </p>
          </div>
        </header>

        <dl className="print-facts">
          <div>
            <dt>Agency Name</dt>
            <dd>{quote.customerName || quote.companyName || '-'}</dd>
          </div>
          <div>
            <dt>Contact Name</dt>
            <dd>{contact || '-'}</dd>
          </div>
          <div>
            <dt>Expiration Date</dt>
            <dd>{formatDate(quote.expirationDate)}</dd>
          </div>
          <div>
            <dt>Job Name</dt>
            <dd>{quote.jobName || '-'}</dd>
          </div>
          <div>
            <dt>Specifier</dt>
            <dd>{quote.specifier || '-'}</dd>
          </div>
          <div>
            <dt>Specifier Location</dt>
            <dd>{quote.specifierLocation || '-'}</dd>
          </div>
        </dl>

        <p className="print-note">{COMMISSION_NOTE}</p>

        <DocumentLinesTable lines={quote.documentLines ?? []} total={quote.totalCost ?? '0'} />

        <p className="print-surcharge">{SMALL_ORDER_NOTICE}</p>
      </article>

      <article className="print-sheet print-terms" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms and Conditions</h2>
        <p className="print-terms__version">Terms version {TERMS_VERSION}</p>
        <ol>
          {TERMS.map((term) => (
            <li key={term.title}>
              <strong>{term.title}.</strong> {term.text}
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}
