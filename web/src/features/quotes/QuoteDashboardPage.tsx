import { Suspense, useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate, useParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Page } from '../../ui/Page';
import { createQuote } from '../../entities/catalog/catalogActions';
import { QuickConfigure } from '../../entities/catalog/QuickConfigure';
import type { QuoteDashboardPageQuery } from './__generated__/QuoteDashboardPageQuery.graphql';
import { QuoteList, QuoteListSkeleton } from './QuoteList';
import './QuoteDashboardPage.css';

const dashboardQuery = graphql`
  query QuoteDashboardPageQuery($type: Int!, $pid: Int) {
    ...QuoteList_query @arguments(type: $type, pid: $pid)
  }
`;

export const QUOTE_TYPE = 1;
export const QUOTE_REQUEST_TYPE = 3;

/** New Quote: a quote (type 1), or a quote request (type 3) for level 0, then its screen. */
export function useNewQuote() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();
  return useCallback(async () => {
    try {
      const quote = await createQuote(environment);
      navigate(`/Quote/${quote.rowId}`);
    } catch (error) {
      alerts.failure(error instanceof Error ? error.message : String(error));
    }
  }, [alerts, environment, navigate]);
}

export function QuoteDashboardPage() {
  const { user } = useViewer();
  const newQuote = useNewQuote();
  const [hasQuickConfig, setHasQuickConfig] = useState(false);
  const roleLevel = user?.roleLevel ?? -1;
  const showQuotes = roleLevel > RoleLevel.Public;
  const showRequests = roleLevel === RoleLevel.Public || roleLevel >= RoleLevel.SystemAdmin;

  if (!user) return null;

  // The group filter is applied by the server, so a new active group means new data.
  const groupKey = user.groupId ?? 0;
  return (
    <Page>
      <div className="quote-dashboard">
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <div className="quick-configure">
              <QuickConfigure variant="grid" groupKey={groupKey} onHasProducts={setHasQuickConfig} />
              {hasQuickConfig && (
                <div className="quick-configure__actions">
                  <button type="button" className="btn btn-primary" onClick={newQuote}>
                    <FontAwesomeIcon icon={faPlus} /> New Quote
                  </button>
                </div>
              )}
            </div>
          </Suspense>
        </ErrorBoundary>
        {showQuotes && (
          <Suspense fallback={<QuoteListSkeleton title="Quotes" />}>
            <DashboardList type={QUOTE_TYPE} title="Quotes" groupKey={groupKey} onCreate={hasQuickConfig ? undefined : newQuote} />
          </Suspense>
        )}
        {showRequests && (
          <Suspense fallback={<QuoteListSkeleton title="Quote Requests" />}>
            <DashboardList
              type={QUOTE_REQUEST_TYPE}
              title="Quote Requests"
              groupKey={groupKey}
              onCreate={!showQuotes && !hasQuickConfig ? newQuote : undefined}
            />
          </Suspense>
        )}
      </div>
    </Page>
  );
}

export function DashboardList({
  type,
  title,
  groupKey,
  pid = null,
  onCreate,
  back,
}: {
  type: number;
  title: string;
  groupKey: number;
  pid?: number | null;
  onCreate?(): void;
  back?: string;
}) {
  const { user } = useViewer();
  const data = useRouteQuery<QuoteDashboardPageQuery>(dashboardQuery, { variables: { type }, reloadOn: groupKey }).data;
  return (
    <QuoteList
      key={groupKey}
      query={data}
      type={type}
      pid={pid}
      title={title}
      actions
      showInternalDocuments={(user?.roleLevel ?? 0) > RoleLevel.Public}
      onCreate={onCreate}
      back={back}
    />
  );
}

/** /Quotes/{pid}: every quote of a platform, for administrators. */
export function AllQuotesPage() {
  const { user } = useViewer();
  const params = useParams();
  const pid = Number.parseInt(params.pid ?? '', 10);
  const narrowed = user?.roleLevel === RoleLevel.SuperAdmin && Number.isInteger(pid) ? pid : null;
  return (
    <Page>
      <Suspense fallback={<QuoteListSkeleton title="All Quotes" />}>
        <DashboardList type={QUOTE_TYPE} title="All Quotes" groupKey={user?.groupId ?? 0} pid={narrowed} back="/Administration" />
      </Suspense>
    </Page>
  );
}
