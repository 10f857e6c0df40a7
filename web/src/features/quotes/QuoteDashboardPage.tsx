import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { RoleLevel } from '../../app/access';
import { ComingSoon } from '../../app/ComingSoon';
import { useViewer } from '../../app/ViewerProvider';
import { Page } from '../../ui/Page';
import type { QuoteDashboardPageQuery } from './__generated__/QuoteDashboardPageQuery.graphql';
import { QuoteList, QuoteListSkeleton } from './QuoteList';
import './QuoteDashboardPage.css';

const dashboardQuery = graphql`
  query QuoteDashboardPageQuery($type: Int!) {
    ...QuoteList_query @arguments(type: $type)
  }
`;

export const QUOTE_TYPE = 1;
export const QUOTE_REQUEST_TYPE = 3;

export function QuoteDashboardPage() {
  const { user } = useViewer();
  const roleLevel = user?.roleLevel ?? -1;
  const showQuotes = roleLevel > RoleLevel.Public;
  const showRequests = roleLevel === RoleLevel.Public || roleLevel >= RoleLevel.SystemAdmin;

  if (!user || (!showQuotes && !showRequests)) return <ComingSoon title="Quick Configure" />;

  // The group filter is applied by the server, so a new active group means new data.
  const groupKey = user.groupId ?? 0;
  return (
    <Page>
      <div className="quote-dashboard">
        {showQuotes && (
          <Suspense fallback={<QuoteListSkeleton title="Quotes" />}>
            <DashboardList type={QUOTE_TYPE} title="Quotes" groupKey={groupKey} />
          </Suspense>
        )}
        {showRequests && (
          <Suspense fallback={<QuoteListSkeleton title="Quote Requests" />}>
            <DashboardList type={QUOTE_REQUEST_TYPE} title="Quote Requests" groupKey={groupKey} />
          </Suspense>
        )}
      </div>
    </Page>
  );
}

function DashboardList({ type, title, groupKey }: { type: number; title: string; groupKey: number }) {
  const data = useLazyLoadQuery<QuoteDashboardPageQuery>(
    dashboardQuery,
    { type },
    { fetchPolicy: 'store-and-network', fetchKey: groupKey },
  );
  return <QuoteList key={groupKey} query={data} type={type} title={title} />;
}
