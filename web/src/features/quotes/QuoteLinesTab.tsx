import { Fragment, lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { FIXED_PRICE_LINE_HAS_NO_CONFIGURATION } from '@quotecraft/rules/quantities';
import { commitMutation, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { faCopy } from '@fortawesome/free-solid-svg-icons/faCopy';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { lineTotal } from '@quotecraft/rules/money';
import { EMPTY_VALUE, formatCurrency } from '../../ui/format';
import { CatalogDialog, useCatalogDialog } from '../../entities/catalog/CatalogDialog';
import type { QuoteLinesTab_quote$data, QuoteLinesTab_quote$key } from './__generated__/QuoteLinesTab_quote.graphql';
import type { QuoteLinesTab_line$data, QuoteLinesTab_line$key } from './__generated__/QuoteLinesTab_line.graphql';
import type { QuoteLinesTabQuantityMutation } from './__generated__/QuoteLinesTabQuantityMutation.graphql';
import type { QuoteLinesTabCopyMutation } from './__generated__/QuoteLinesTabCopyMutation.graphql';
import type { QuoteLinesTabDeleteMutation } from './__generated__/QuoteLinesTabDeleteMutation.graphql';
import { LineQuantity } from './LineQuantity';
import { LinePrice, PRICE_EDIT_LEVEL } from './LinePrice';
import { LineConfigurationCheck } from '../../entities/configurator/LineConfigurationCheck';
import { faFileImport } from '@fortawesome/free-solid-svg-icons/faFileImport';

const lineFragment = graphql`
  fragment QuoteLinesTab_line on QuoteLine {
    id
    rowId
    _id
    lineNumber
    configurationId
    headerId
    productId
    quantity
    price
    total
    imgUrl
    description
    partNumber
    series
    modelNo
    type
    details
    isNonConfigurable
    trackingNumber
    trackingUrl
    maxQuantity
    ...LinePrice_line
  }
`;

// Each row reads its line through a fragment of its own: a change to one line re-reads and
// re-renders that row, not the 150 others (the quote's fragment holds only the lines' ids).
const linesFragment = graphql`
  fragment QuoteLinesTab_quote on Quote {
    id
    rowId
    type
    viewerCanEdit
    orderLineRefusal
    nextLineNumber
    totalCost
    lineCount
    approval {
      lines {
        lineNumber
      }
    }
    lines {
      id
      rowId
      lineNumber
      ...QuoteLinesTab_line
    }
    configurationChecks {
      lineId
      check {
        status
        lineVersion
        currentVersion
        linePrice
        currentPrice
        messages
      }
    }
  }
`;

const quantityMutation = graphql`
  mutation QuoteLinesTabQuantityMutation($id: Int!, $quantity: Int!) @raw_response_type {
    updateQuoteLine(id: $id, input: { quantity: $quantity }) {
      id
      quantity
      total
      quote {
        id
        totalCost
        lineCount
      }
    }
  }
`;

const copyMutation = graphql`
  mutation QuoteLinesTabCopyMutation($id: Int!) {
    copyQuoteLine(id: $id) {
      id
      quote {
        id
        ...QuoteLinesTab_quote
      }
    }
  }
`;

const LineImportDialog = lazy(() => import('./LineImportDialog').then((module) => ({ default: module.LineImportDialog })));

const deleteMutation = graphql`
  mutation QuoteLinesTabDeleteMutation($id: Int!) {
    deleteQuoteLine(id: $id) {
      id
      ...QuoteLinesTab_quote
    }
  }
`;

export type QuoteLine = QuoteLinesTab_line$data;

interface DetailRow {
  Caption?: unknown;
  Value?: unknown;
  Type?: unknown;
}

export function detailRows(details: unknown): DetailRow[] {
  let value = details;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? (value as DetailRow[]) : [];
}

function lineTypeLabel(line: QuoteLine) {
  if (line.type != null) return String(line.type);
  return line.isNonConfigurable ? 'Fixed' : 'Configured';
}

export function reconfigurePath(quoteId: number, line: QuoteLine) {
  const params = new URLSearchParams({
    lineNumber: String(line.lineNumber),
    LineId: String(line.rowId),
    configurationId: line.configurationId,
    reconfigure: 'true',
  });
  if (line.headerId) params.set('headerId', line.headerId);
  return `/Configurator/${line.productId ?? 41}/${quoteId}/${line.configurationId}?${params.toString()}`;
}

/**
 * What a line's buttons do. The functions keep their identity while the quote changes (they read
 * the latest quote when called), so a change to one line re-renders that line's row alone.
 */
function useLineActions(quoteData: QuoteLinesTab_quote$data): LineActions {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const latest = useRef(quoteData);
  latest.current = quoteData;
  return useMemo(() => lineActions(environment, alerts, () => latest.current), [environment, alerts]);
}

interface LineActions {
  setQuantity(line: QuoteLine, quantity: number): void;
  copy(line: QuoteLine): void;
  remove(line: QuoteLine): void;
  reject(message: string): void;
}

function lineActions(environment: Environment, alerts: ReturnType<typeof useAlerts>, current: () => QuoteLinesTab_quote$data): LineActions {
  const failed = (error: Error) => alerts.failure(error.message);

  const setQuantity = (line: QuoteLine, quantity: number) => {
    const quote = current();
    const total = lineTotal(line.price as string, quantity);
    commitMutation<QuoteLinesTabQuantityMutation>(environment, {
      mutation: quantityMutation,
      variables: { id: line.rowId, quantity },
      // The new quantity shows at once; Relay rolls it back if the server refuses it.
      optimisticResponse: {
        updateQuoteLine: { id: line.id, quantity, total, quote: { id: quote.id, totalCost: quote.totalCost, lineCount: quote.lineCount } },
      },
      onError: failed,
    });
  };

  const copy = (line: QuoteLine) =>
    commitMutation<QuoteLinesTabCopyMutation>(environment, { mutation: copyMutation, variables: { id: line.rowId }, onError: failed });

  const remove = (line: QuoteLine) =>
    commitMutation<QuoteLinesTabDeleteMutation>(environment, {
      mutation: deleteMutation,
      variables: { id: line.rowId },
      optimisticUpdater: (store) => {
        const record = store.get(current().id);
        const lines = record?.getLinkedRecords('lines');
        if (record && lines) record.setLinkedRecords(lines.filter((l) => l?.getDataID() !== line.id), 'lines');
      },
      onError: failed,
    });

  return { setQuantity, copy, remove, reject: (message: string) => alerts.failure(message) };
}

function Preview({ line }: { line: QuoteLine }) {
  return line.imgUrl ? <img className="line-thumb" src={line.imgUrl} alt="" /> : <span aria-hidden="true">{EMPTY_VALUE}</span>;
}

type ConfigurationCheck = QuoteLinesTab_quote$data['configurationChecks'][number]['check'];

interface QuoteLineRowProps {
  line: QuoteLinesTab_line$key;
  check: ConfigurationCheck | undefined;
  editable: boolean;
  /** from level 3: the unit price is an editable field */
  priceEditable: boolean;
  needsApproval: boolean;
  quoteRowId: number;
  actions: LineActions;
  onReconfigure(line: QuoteLine): void;
}

/**
 * One line of the Lines tab. Memoized: Relay hands an unchanged line the same object after a
 * change elsewhere in the quote, so a quantity change on a long quote renders one row, not all.
 */
const QuoteLineRow = memo(function QuoteLineRow({ line: lineKey, check, editable, priceEditable, needsApproval, quoteRowId, actions, onReconfigure }: QuoteLineRowProps) {
  const line = useFragment(lineFragment, lineKey);
  return (
    <tr data-testid="quote-line">
      <td data-label="Preview">
        <Preview line={line} />
      </td>
      <td data-label="Type">{lineTypeLabel(line)}</td>
      <td data-label="Part #">{line.partNumber || EMPTY_VALUE}</td>
      <td data-label="Description">
        {line.description || EMPTY_VALUE}
        {editable && check !== undefined && (
          <LineConfigurationCheck
            check={check}
            lineId={line.rowId}
            productId={line.productId ?? 41}
            quoteId={quoteRowId}
            lineNumber={line.lineNumber}
            configurationId={line.configurationId}
            headerId={line.headerId ?? null}
          />
        )}
      </td>
      <td data-label="Header ID">{line.headerId || EMPTY_VALUE}</td>
      <td data-label="Quantity">
        <LineQuantity
          label={`Quantity of line ${line.lineNumber}`}
          quantity={line.quantity}
          maxQuantity={line.maxQuantity}
          disabled={!editable}
          onCommit={(next) => actions.setQuantity(line, next)}
          onReject={actions.reject}
        />
      </td>
      <td data-label="Unit Price" className="num">
        <LinePrice line={line} editable={priceEditable} needsApproval={needsApproval} />
      </td>
      <td data-label="Total" className="num">
        {formatCurrency(line.total as string)}
      </td>
      <td className="print-hidden lines-table__actions">
        {editable && (
          <>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-icon"
              title="Edit Configuration"
              aria-label={`Edit Configuration of line ${line.lineNumber}`}
              disabled={line.isNonConfigurable}
              onClick={() => onReconfigure(line)}
            >
              <FontAwesomeIcon icon={faPenToSquare} />
            </button>
            <button type="button" className="btn btn-ghost btn-sm btn-icon" title="Copy Line" aria-label={`Copy Line ${line.lineNumber}`} onClick={() => actions.copy(line)}>
              <FontAwesomeIcon icon={faCopy} />
            </button>
            <button type="button" className="btn btn-ghost btn-sm btn-icon" title="Delete Line" aria-label={`Delete Line ${line.lineNumber}`} onClick={() => actions.remove(line)}>
              <FontAwesomeIcon icon={faTrash} />
            </button>
          </>
        )}
      </td>
    </tr>
  );
});

/** The Lines tab of a quote or quote request. */
export function QuoteLinesTab({ quote: quoteKey }: { quote: QuoteLinesTab_quote$key }) {
  const quote = useFragment(linesFragment, quoteKey);
  const catalog = useCatalogDialog();
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();
  const actions = useLineActions(quote);
  const editable = quote.viewerCanEdit;
  const { user } = useViewer();
  const priceEditable = editable && (user?.roleLevel ?? 0) >= PRICE_EDIT_LEVEL;
  const needingApproval = useMemo(() => new Set((quote.approval?.lines ?? []).map((row) => row.lineNumber)), [quote.approval]);
  const checks = useMemo(() => new Map(quote.configurationChecks.map((row) => [row.lineId, row.check])), [quote.configurationChecks]);
  const quoteRowId = quote.rowId;
  const reconfigure = useCallback((line: QuoteLine) => navigate(reconfigurePath(quoteRowId, line)), [navigate, quoteRowId]);

  return (
    <section className="quote-section" aria-label="Quote lines">
      <div className="quote-section__head">
        <h2 className="quote-section__title">Lines</h2>
        {editable && (
          <div className="quote-section__actions">
            <button type="button" className="btn btn-secondary" onClick={() => setImporting(true)}>
              <FontAwesomeIcon icon={faFileImport} /> Import lines
            </button>
            <button type="button" className="btn btn-primary" onClick={catalog.open}>
              <FontAwesomeIcon icon={faPlus} /> Catalog
            </button>
          </div>
        )}
      </div>
      <div className="table-scroll">
        <table className="lines-table">
          <thead>
            <tr>
              <th scope="col">Preview</th>
              <th scope="col">Type</th>
              <th scope="col">Part #</th>
              <th scope="col">Description</th>
              <th scope="col">Header ID</th>
              <th scope="col">Quantity</th>
              <th scope="col" className="num">
                Unit Price
              </th>
              <th scope="col" className="num">
                Total
              </th>
              <th scope="col" className="print-hidden">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.length === 0 && (
              <tr>
                <td colSpan={9} className="lines-table__empty">
                  No lines yet. Add products from the catalog.
                </td>
              </tr>
            )}
            {quote.lines.map((line) => (
              <QuoteLineRow
                key={line.id}
                line={line}
                check={checks.get(line.rowId)}
                editable={editable}
                priceEditable={priceEditable}
                needsApproval={needingApproval.has(line.lineNumber)}
                quoteRowId={quote.rowId}
                actions={actions}
                onReconfigure={reconfigure}
              />
            ))}
          </tbody>
        </table>
      </div>
      {editable && (
        <CatalogDialog {...catalog.dialog} quote={{ quoteId: quote.rowId, nextLineNumber: quote.nextLineNumber }} />
      )}
      {editable && importing && (
        <Suspense fallback={null}>
          <LineImportDialog open onClose={() => setImporting(false)} quote={{ id: quote.id, rowId: quote.rowId }} />
        </Suspense>
      )}
    </section>
  );
}

interface OrderLineRowProps {
  line: QuoteLinesTab_line$key;
  expanded: boolean;
  onToggle(lineId: string): void;
  isOrder: boolean;
  showActions: boolean;
  lineEditable: boolean;
  orderLineActions: boolean;
  refusal: string | null;
  actions: LineActions;
  onReconfigure(line: QuoteLine): void;
}

/** One read-only line, with its expandable configuration details; memoized as QuoteLineRow is. */
const OrderLineRow = memo(function OrderLineRow({ line: lineKey, expanded, onToggle, isOrder, showActions, lineEditable, orderLineActions, refusal, actions, onReconfigure }: OrderLineRowProps) {
  const line = useFragment(lineFragment, lineKey);
  const details = detailRows(line.details).filter((row) => row.Caption != null && String(row.Caption).trim() !== '');
  return (
    <>
      <tr data-testid="order-line">
        <td>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-icon"
            aria-expanded={expanded}
            aria-label={`Details of line ${line.lineNumber}`}
            disabled={details.length === 0}
            onClick={() => onToggle(line.id)}
          >
            <FontAwesomeIcon icon={expanded ? faChevronDown : faChevronRight} />
          </button>
        </td>
        <td data-label="Preview">
          <Preview line={line} />
        </td>
        <td data-label="Type">{lineTypeLabel(line)}</td>
        <td data-label="Series">{line.series || EMPTY_VALUE}</td>
        <td data-label="Model #">{line.modelNo || line.partNumber || EMPTY_VALUE}</td>
        <td data-label="Qty.">{line.quantity}</td>
        <td data-label="Tracking #">{line.trackingNumber || EMPTY_VALUE}</td>
        <td data-label="Unit Price" className="num">
          {formatCurrency(line.price as string)}
        </td>
        <td data-label="Total" className="num">
          {formatCurrency(line.total as string)}
        </td>
        {showActions && (
          <td className="print-hidden lines-table__actions">
            {isOrder && (
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-icon"
                title="Track Shipment"
                aria-label={`Track Shipment of line ${line.lineNumber}`}
                disabled={!line.trackingUrl}
                onClick={() => line.trackingUrl && window.open(line.trackingUrl, '_blank', 'noopener')}
              >
                <FontAwesomeIcon icon={faTruck} />
              </button>
            )}
            {(lineEditable || orderLineActions) && (
              <>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-icon"
                  title={refusal ?? (line.isNonConfigurable ? FIXED_PRICE_LINE_HAS_NO_CONFIGURATION : 'Reconfigure Line')}
                  aria-label={`Reconfigure Line ${line.lineNumber}`}
                  disabled={!lineEditable || line.isNonConfigurable}
                  onClick={() => onReconfigure(line)}
                >
                  <FontAwesomeIcon icon={faPenToSquare} />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-icon"
                  title={refusal ?? 'Delete Line'}
                  aria-label={`Delete Line ${line.lineNumber}`}
                  disabled={!lineEditable}
                  onClick={() => actions.remove(line)}
                >
                  <FontAwesomeIcon icon={faTrash} />
                </button>
              </>
            )}
          </td>
        )}
      </tr>
      {expanded && (
        <tr className="lines-table__details">
          <td colSpan={showActions ? 10 : 9}>
            <dl className="line-details">
              {details.map((row, index) => (
                <Fragment key={index}>
                  <dt>{String(row.Caption)}</dt>
                  <dd>{row.Value == null ? EMPTY_VALUE : String(row.Value)}</dd>
                </Fragment>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  );
});

/** The read-only lines of an order (and of a quote's Summary): expandable configuration details. */
export function OrderLinesTable({ quote: quoteKey }: { quote: QuoteLinesTab_quote$key }) {
  const quote = useFragment(linesFragment, quoteKey);
  const { user } = useViewer();
  const navigate = useNavigate();
  const actions = useLineActions(quote);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOrder = quote.type === 2;
  // For an order, users below level 5 do not get the action column.
  const showActions = !isOrder || (user?.roleLevel ?? 0) >= 5;
  // An order's lines: Reconfigure Line and Delete Line while the ERP has not accepted it (the server's rule).
  const orderLineActions = isOrder && showActions;
  const refusal = isOrder ? quote.orderLineRefusal : null;
  const lineEditable = isOrder ? !refusal : quote.viewerCanEdit;
  const quoteRowId = quote.rowId;
  const reconfigure = useCallback((line: QuoteLine) => navigate(reconfigurePath(quoteRowId, line)), [navigate, quoteRowId]);
  const toggle = useCallback((lineId: string) => setOpen((o) => ({ ...o, [lineId]: !o[lineId] })), []);

  return (
    <>
      {orderLineActions && refusal && (
        <p className="order-lines__locked" role="note">
          {refusal}
        </p>
      )}
      <div className="table-scroll">
        <table className="lines-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
              <th scope="col">Preview</th>
              <th scope="col">Type</th>
              <th scope="col">Series</th>
              <th scope="col">Model #</th>
              <th scope="col">Qty.</th>
              <th scope="col">Tracking #</th>
              <th scope="col" className="num">
                Unit Price
              </th>
              <th scope="col" className="num">
                Total
              </th>
              {showActions && (
                <th scope="col" className="print-hidden">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {quote.lines.length === 0 && (
              <tr>
                <td colSpan={10} className="lines-table__empty">
                  No lines.
                </td>
              </tr>
            )}
            {quote.lines.map((line) => (
              <OrderLineRow
                key={line.id}
                line={line}
                expanded={!!open[line.id]}
                onToggle={toggle}
                isOrder={isOrder}
                showActions={showActions}
                lineEditable={lineEditable}
                orderLineActions={orderLineActions}
                refusal={refusal ?? null}
                actions={actions}
                onReconfigure={reconfigure}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
