import { lazy, Suspense, useCallback, type KeyboardEvent } from 'react';
import { graphql} from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { Link, useParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCartPlus } from '@fortawesome/free-solid-svg-icons/faCartPlus';
import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { faPrint } from '@fortawesome/free-solid-svg-icons/faPrint';
import { useViewer } from '../../app/ViewerProvider';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { quoteTotal } from '@quotecraft/rules/money';
import { formatCurrency } from '../../ui/format';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import { CatalogDialog, useCatalogDialog } from '../../entities/catalog/CatalogDialog';
import { CreateRmaButton } from '../../entities/rma/CreateRmaButton';
import type { QuoteDetailPageQuery, QuoteDetailPageQuery$data } from './__generated__/QuoteDetailPageQuery.graphql';
import { CustomerTab } from './CustomerTab';
import { QuoteLinesTab } from './QuoteLinesTab';
import { SummaryTab } from './SummaryTab';
import { QuoteApprovalPanel } from './QuoteApprovalPanel';
import { CustomerStatusPanel } from './sharing/CustomerStatusPanel';
import { useStepperMemory } from './useStepperMemory';
import './QuoteDetailPage.css';

// Shown on orders and on the Summary step only: loaded when first shown, not with the lines.
const OrderTimeline = lazy(() => import('../../entities/order/OrderTimeline').then((module) => ({ default: module.OrderTimeline })));
const RevisionsPanel = lazy(() => import('./revisions/RevisionsPanel').then((module) => ({ default: module.RevisionsPanel })));

const detailQuery = graphql`
  query QuoteDetailPageQuery($id: Int!) {
    quote(id: $id) {
      id
      rowId
      type
      erpOrderNo
      csiStatus
      orderStatusLabel
      viewerCanEdit
      nextLineNumber
      lines {
        id
        quantity
        price
      }
      communications {
        id
      }
      ...QuoteLinesTab_quote
      ...CustomerTab_quote
      ...SummaryTab_quote
      ...OrderTimeline_quote
      ...RevisionsPanel_quote
      revision
      ...QuoteApprovalPanel_quote
      ...CustomerStatusPanel_quote
    }
  }
`;

type QuoteData = NonNullable<QuoteDetailPageQuery$data['quote']>;

/**
 * 'Quote #{id}', 'Order #{erpOrderNo} "{status}"' or 'Quote Request #{id}'. An order's status word is
 * the server's (orderStatusLabel: "Submitted" when csiStatus is W, else its ERP status), the word the
 * orders lists and the live status alert show.
 */
export function documentTitle(quote: { rowId: number; type: number; erpOrderNo?: string | null; orderStatusLabel?: string | null }) {
  if (quote.type === 2) return `Order #${quote.erpOrderNo ?? quote.rowId} "${quote.orderStatusLabel ?? 'Ordered'}"`;
  if (quote.type === 3) return `Quote Request #${quote.rowId}`;
  return `Quote #${quote.rowId}`;
}

/** Sum over lines of quantity (default 1) times price, as a decimal string. */
export function linesTotal(lines: readonly { quantity: number | null; price: unknown }[]) {
  return quoteTotal(lines.map((line) => ({ price: line.price as string, quantity: line.quantity ?? 1 })));
}

export type StepName = 'Lines' | 'Customer' | 'Summary';

export function visibleSteps(type: number, roleLevel: number): StepName[] {
  if (type === 2) return ['Summary'];
  return roleLevel > 1 ? ['Lines', 'Customer', 'Summary'] : ['Lines', 'Summary'];
}

/** /Quote/{quoteId}: a quote, order or quote request. */
export function QuoteDetailPage() {
  const { quoteId } = useParams();
  const id = parseRowId(quoteId);
  if (id === null) return <QuoteNotFound />;
  return (
    <NotFoundBoundary key={id} what="Quote" back="/QuoteDashboard">
      <Suspense
        fallback={
          <Page>
            <LoadingIndicator label="Loading quote" />
          </Page>
        }
      >
        <QuoteDetail id={id} />
      </Suspense>
    </NotFoundBoundary>
  );
}

const QuoteNotFound = () => <NotFound what="Quote" back="/QuoteDashboard" />;

function QuoteDetail({ id }: { id: number }) {
  const { data, reload } = useRouteQuery<QuoteDetailPageQuery>(detailQuery, { variables: { id } });
  const refetch = useCallback(() => reload({}, { fetchPolicy: 'store-and-network' }), [reload]);
  if (!data.quote) return <QuoteNotFound />;
  return <QuoteScreen quote={data.quote} onRefetch={refetch} />;
}

function QuoteScreen({ quote, onRefetch }: { quote: QuoteData; onRefetch(): void }) {
  const { user } = useViewer();
  const isOrder = quote.type === 2;
  const steps = visibleSteps(quote.type, user?.roleLevel ?? 0);
  const [step, setStep] = useStepperMemory(quote.rowId, steps.length, isOrder);
  const catalog = useCatalogDialog();
  const current = steps[step] ?? 'Summary';
  const total = linesTotal(quote.lines);

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') setStep(step + 1);
    else if (event.key === 'ArrowLeft') setStep(step - 1);
    else return;
    event.preventDefault();
  };

  const actions = (
    <>
      {isOrder && <CreateRmaButton orderId={quote.rowId} />}
      {current === 'Summary' ? (
        <Link className="btn btn-outline" to={`/Print/${quote.rowId}`}>
          <FontAwesomeIcon icon={faPrint} /> Print
        </Link>
      ) : (
        quote.viewerCanEdit && (
          <button type="button" className="btn btn-primary btn-icon" aria-label="Add from catalog" title="Add from catalog" onClick={catalog.open}>
            <FontAwesomeIcon icon={faCartPlus} />
          </button>
        )
      )}
    </>
  );

  return (
    <Page>
      <PageHeader title={documentTitle(quote)} subtitle={`Total: ${formatCurrency(total)}${isOrder ? '' : ` · Revision ${quote.revision}`}`} back="/" actions={actions} />
      <nav className="stepper print-hidden" aria-label="Quote steps">
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Previous step" disabled={step === 0} onClick={() => setStep(step - 1)}>
          <FontAwesomeIcon icon={faChevronLeft} />
        </button>
        <div className="stepper__tabs" role="tablist" aria-label="Quote steps" onKeyDown={onTabKey}>
          {steps.map((name, index) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`quote-tab-${name}`}
              aria-selected={index === step}
              aria-controls="quote-tab-panel"
              tabIndex={index === step ? 0 : -1}
              className={`stepper__tab${index === step ? ' is-current' : ''}${index < step ? ' is-done' : ''}`}
              onClick={() => setStep(index)}
            >
              <span className="stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              {name}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Next step" disabled={step >= steps.length - 1} onClick={() => setStep(step + 1)}>
          <FontAwesomeIcon icon={faChevronRight} />
        </button>
      </nav>
      <QuoteApprovalPanel quote={quote} />
      <CustomerStatusPanel quote={quote} />
      <div id="quote-tab-panel" role="tabpanel" aria-labelledby={`quote-tab-${current}`}>
        {current === 'Lines' && <QuoteLinesTab quote={quote} />}
        {current === 'Customer' && <CustomerTab quote={quote} onRefetch={onRefetch} />}
        {current === 'Summary' && <SummaryTab quote={quote} total={total} />}
      </div>
      <Suspense fallback={<LoadingIndicator />}>
        {isOrder && <OrderTimeline quote={quote} />}
        {current === 'Summary' && <RevisionsPanel quote={quote} />}
      </Suspense>
      {quote.viewerCanEdit && (
        <CatalogDialog {...catalog.dialog} quote={{ quoteId: quote.rowId, nextLineNumber: quote.nextLineNumber }} />
      )}
    </Page>
  );
}
