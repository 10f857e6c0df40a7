import { Suspense, useCallback, useMemo, useRef } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePreloadedQuery, useQueryLoader, useSubscription, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { faBell } from '@fortawesome/free-solid-svg-icons/faBell';
import { faCheckDouble } from '@fortawesome/free-solid-svg-icons/faCheckDouble';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TOPIC_LABELS, type NotificationTopic } from '@quotecraft/rules/notifications';
import { FontAwesomeIcon } from '../../ui/Icon';
import { Dropdown } from '../../ui/Menu';
import { useAlerts } from '../../ui/alerts';
import { formatDateTime } from '../../ui/format';
import type { NotificationsMenuQuery } from './__generated__/NotificationsMenuQuery.graphql';
import type { NotificationsMenuListQuery } from './__generated__/NotificationsMenuListQuery.graphql';
import type { NotificationsMenuMarkReadMutation } from './__generated__/NotificationsMenuMarkReadMutation.graphql';
import type { NotificationsMenuSubscription } from './__generated__/NotificationsMenuSubscription.graphql';
import './NotificationsMenu.css';

const countQuery = graphql`
  query NotificationsMenuQuery {
    me {
      id
      unreadNotificationCount
    }
  }
`;

const listQuery = graphql`
  query NotificationsMenuListQuery {
    notifications(first: 20) {
      edges {
        node {
          id
          rowId
          topic
          text
          quoteId
          orderNumber
          createdAt
          readAt
        }
      }
    }
  }
`;

const markReadMutation = graphql`
  mutation NotificationsMenuMarkReadMutation($ids: [Int!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all) {
      id
      readAt
      user {
        id
        unreadNotificationCount
      }
    }
  }
`;

const changedSubscription = graphql`
  subscription NotificationsMenuSubscription {
    notificationsChanged {
      id
      unreadNotificationCount
    }
  }
`;

/** The header's bell: the signed-in user's unread count, live, and their latest notifications, each linking to its order. */
export function NotificationsMenu() {
  const data = useLazyLoadQuery<NotificationsMenuQuery>(countQuery, {}, { fetchPolicy: 'store-or-network' });
  const unread = data.me?.unreadNotificationCount ?? 0;
  // The list is loaded as the panel opens (shown from the store at once when it was read before, and
  // brought up to date), and again on each change (a notification arriving, or read in another tab) while it is open.
  const [list, loadList] = useQueryLoader<NotificationsMenuListQuery>(listQuery);
  const open = useRef(false);
  const loadLatest = useCallback(() => loadList({}, { fetchPolicy: 'store-and-network' }), [loadList]);
  const onOpenChange = useCallback(
    (opened: boolean) => {
      open.current = opened;
      if (opened) loadLatest();
    },
    [loadLatest],
  );
  const config = useMemo<GraphQLSubscriptionConfig<NotificationsMenuSubscription>>(
    () => ({
      subscription: changedSubscription,
      variables: {},
      onNext: () => {
        if (open.current) loadLatest();
      },
      onError: () => {},
    }),
    [loadLatest],
  );
  useSubscription(config);
  const label = unread > 0 ? `Notifications: ${unread} unread` : 'Notifications';

  return (
    <Dropdown
      buttonClassName="btn btn-ghost btn-icon notifications__button"
      buttonAriaLabel={label}
      buttonTitle={label}
      panelRole="dialog"
      panelLabel="Notifications"
      onOpenChange={onOpenChange}
      label={
        <>
          <FontAwesomeIcon icon={faBell} />
          {unread > 0 && (
            <span className="notifications__badge" aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<div className="notifications__status">Loading…</div>}>
          {list && <NotificationList list={list} unread={unread} onChosen={close} />}
        </Suspense>
      )}
    </Dropdown>
  );
}

function NotificationList({ list, unread, onChosen }: { list: PreloadedQuery<NotificationsMenuListQuery>; unread: number; onChosen(): void }) {
  const data = usePreloadedQuery<NotificationsMenuListQuery>(listQuery, list);
  const [commit, marking] = useMutation<NotificationsMenuMarkReadMutation>(markReadMutation);
  const navigate = useNavigate();
  const alerts = useAlerts();
  const rows = data.notifications.edges.map((edge) => edge.node);

  const markRead = (variables: { ids?: number[]; all?: boolean }, done?: () => void) =>
    commit({
      variables,
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
        else done?.();
      },
      onError: (error) => alerts.failure(error.message),
    });

  const open = (row: (typeof rows)[number]) => {
    if (!row.readAt) markRead({ ids: [row.rowId] });
    onChosen();
    navigate(`/Quote/${row.quoteId}`);
  };

  return (
    <div className="notifications">
      <div className="notifications__head">
        <h2 className="notifications__title">Notifications</h2>
        <button type="button" className="btn btn-ghost btn-sm" disabled={unread === 0 || marking} onClick={() => markRead({ all: true })}>
          <FontAwesomeIcon icon={faCheckDouble} />
          Mark all read
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="notifications__status">{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <ul className="notifications__list">
          {rows.map((row) => (
            <li key={row.id}>
              <a
                href={`/Quote/${row.quoteId}`}
                className={`notifications__item${row.readAt ? '' : ' is-unread'}`}
                onClick={(event) => {
                  event.preventDefault();
                  open(row);
                }}
              >
                <span className="notifications__dot" aria-hidden />
                <span className="notifications__body">
                  <span className="notifications__meta">
                    <span>{NOTIFICATION_TOPIC_LABELS[row.topic as NotificationTopic] ?? row.topic}</span>
                    <span>Order {row.orderNumber}</span>
                  </span>
                  <span className="notifications__text">{row.text}</span>
                  <time className="notifications__time" dateTime={String(row.createdAt)}>
                    {formatDateTime(String(row.createdAt))}
                  </time>
                </span>
                {!row.readAt && <span className="visually-hidden">(unread)</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
