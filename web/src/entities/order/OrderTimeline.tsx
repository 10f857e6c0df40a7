import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment, usePaginationFragment, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ORDER_COMMENT_MAX, ORDER_STATUS_TYPE_MESSAGES, orderCommentProblem, trackingProblem } from '@quotecraft/rules/orderEvents';
import { isAdmin } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { formatDateTime } from '../../ui/format';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { OrderEventIcon, shipmentLines } from './OrderEventIcon';
import type { OrderTimeline_quote$key } from './__generated__/OrderTimeline_quote.graphql';
import type { OrderTimelineEvent_event$key } from './__generated__/OrderTimelineEvent_event.graphql';
import type { OrderTimelineSubscription } from './__generated__/OrderTimelineSubscription.graphql';
import type { OrderTimelineCommentMutation } from './__generated__/OrderTimelineCommentMutation.graphql';
import type { OrderTimelineShipmentMutation } from './__generated__/OrderTimelineShipmentMutation.graphql';
import type { OrderTimelineStatusTypeMutation } from './__generated__/OrderTimelineStatusTypeMutation.graphql';
import './OrderTimeline.css';

const timelineFragment = graphql`
  fragment OrderTimeline_quote on Quote
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
  @refetchable(queryName: "OrderTimelinePaginationQuery") {
    id
    rowId
    pid
    statusType {
      id
      name
    }
    assignableStatusTypes {
      id
      rowId
      name
    }
    lines {
      id
      lineNumber
      partNumber
    }
    timeline(first: $count, after: $cursor) @connection(key: "OrderTimeline_timeline") {
      __id
      edges {
        node {
          id
          ...OrderTimelineEvent_event
        }
      }
    }
  }
`;

const eventFragment = graphql`
  fragment OrderTimelineEvent_event on OrderEvent {
    kind
    at
    actor
    text
    data
  }
`;

const subscription = graphql`
  subscription OrderTimelineSubscription($quoteId: Int!, $connections: [ID!]!) {
    orderTimeline(quoteId: $quoteId) @prependNode(connections: $connections, edgeTypeName: "OrderEventEdge") {
      id
      ...OrderTimelineEvent_event
      # a status type set on the order shows at once
      order {
        id
        statusType {
          id
          name
        }
      }
    }
  }
`;

const commentMutation = graphql`
  mutation OrderTimelineCommentMutation($quoteId: Int!, $text: String!, $connections: [ID!]!) {
    addOrderComment(quoteId: $quoteId, text: $text) @prependNode(connections: $connections, edgeTypeName: "OrderEventEdge") {
      id
      ...OrderTimelineEvent_event
    }
  }
`;

const shipmentMutation = graphql`
  mutation OrderTimelineShipmentMutation($quoteId: Int!, $lines: [TrackingLineInput!]!, $connections: [ID!]!) {
    addOrderShipment(quoteId: $quoteId, lines: $lines) @prependNode(connections: $connections, edgeTypeName: "OrderEventEdge") {
      id
      ...OrderTimelineEvent_event
    }
  }
`;

const statusTypeMutation = graphql`
  mutation OrderTimelineStatusTypeMutation($quoteId: Int!, $statusTypeId: Int!, $connections: [ID!]!) {
    setOrderStatusType(quoteId: $quoteId, statusTypeId: $statusTypeId) @prependNode(connections: $connections, edgeTypeName: "OrderEventEdge") {
      id
      ...OrderTimelineEvent_event
      order {
        id
        statusType {
          id
          name
        }
      }
    }
  }
`;

/** One event: its kind's icon, what happened, who did it and when (MM/DD/YYYY HH:MM), tracking links. */
export function OrderTimelineEvent({ event: eventKey }: { event: OrderTimelineEvent_event$key }) {
  const event = useFragment(eventFragment, eventKey);
  const tracking = event.kind === 'shipment' ? shipmentLines(event.data) : [];
  return (
    <li className="order-event" data-kind={event.kind}>
      <OrderEventIcon kind={event.kind} />
      <div className="order-event__body">
        <p className="order-event__text">{event.text}</p>
        {tracking.length > 0 && (
          <ul className="order-event__tracking">
            {tracking.map((line) => (
              <li key={line.lineNumber}>
                Line {line.lineNumber} {line.partNumber}:{' '}
                {line.trackingUrl ? (
                  <a href={line.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {line.trackingNumber}
                  </a>
                ) : (
                  line.trackingNumber
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="order-event__meta">
          {event.actor} · <time dateTime={String(event.at)}>{formatDateTime(event.at as string)}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * An order's timeline on its page, newest first: every event as it happens (the `orderTimeline`
 * subscription puts new ones on top), a comment box, and for the platform's administrators a
 * tracking entry for lines of the order.
 */
export function OrderTimeline({ quote: quoteKey }: { quote: OrderTimeline_quote$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(timelineFragment, quoteKey);
  const { user } = useViewer();
  const connectionId = data.timeline.__id;
  const config = useMemo<GraphQLSubscriptionConfig<OrderTimelineSubscription>>(
    () => ({
      subscription,
      variables: { quoteId: data.rowId, connections: [connectionId] },
      onError: (error) => console.error('Order timeline feed closed', error),
    }),
    [data.rowId, connectionId],
  );
  useSubscription(config);
  const events = data.timeline.edges ?? [];
  return (
    <section className="order-timeline surface" aria-labelledby="order-timeline-title">
      <header className="order-timeline__head">
        <h2 id="order-timeline-title">Timeline</h2>
        {data.statusType && (
          <p className="order-timeline__status">
            Status type: <strong>{data.statusType.name}</strong>
          </p>
        )}
      </header>
      {data.assignableStatusTypes.length > 0 && (
        <StatusTypeForm quoteId={data.rowId} connectionId={connectionId} current={data.statusType?.id ?? null} choices={data.assignableStatusTypes} />
      )}
      <CommentBox quoteId={data.rowId} connectionId={connectionId} />
      {user && isAdmin(user.roleLevel) && <TrackingForm quoteId={data.rowId} connectionId={connectionId} lines={data.lines} />}
      {events.length === 0 ? (
        <p className="order-timeline__empty">Nothing has happened to this order yet.</p>
      ) : (
        <ol className="order-timeline__list" aria-label="Order events, newest first">
          {events.map((edge) => edge?.node && <OrderTimelineEvent key={edge.node.id} event={edge.node} />)}
        </ol>
      )}
      {hasNext && (
        <button type="button" className="btn btn-outline" disabled={isLoadingNext} onClick={() => loadNext(25)}>
          Show older events
        </button>
      )}
    </section>
  );
}

/**
 * An administrator sets one of the platform's status types on the order: the server offers only
 * those their role level reaches, and checks it again when one is set.
 */
function StatusTypeForm({
  quoteId,
  connectionId,
  current,
  choices,
}: {
  quoteId: number;
  connectionId: string;
  current: string | null;
  choices: readonly { id: string; rowId: number; name: string }[];
}) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = choices.find((option) => String(option.rowId) === chosen);
    if (!choice) return setError(ORDER_STATUS_TYPE_MESSAGES.required);
    if (choice.id === current) return setError(ORDER_STATUS_TYPE_MESSAGES.unchanged);
    setError(null);
    setSaving(true);
    try {
      await commitAsync<OrderTimelineStatusTypeMutation>(environment, statusTypeMutation, { quoteId, statusTypeId: choice.rowId, connections: [connectionId] });
      setChosen('');
      alerts.success(`Status set to ${choice.name}.`);
    } catch (failure) {
      const { message, field } = describeMutationError(failure);
      if (field === 'statusTypeId') setError(message);
      else alerts.failure(message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="order-timeline__form order-timeline__status-form" onSubmit={submit} aria-label="Set status type">
      <SelectField
        label="Status Type"
        name="statusType"
        value={chosen}
        onChange={setChosen}
        error={error}
        placeholder="Choose a status type"
        options={choices.map((option) => ({ value: String(option.rowId), label: option.name }))}
      />
      <div className="order-timeline__form-actions">
        <button type="submit" className="btn btn-outline" disabled={saving}>
          Set Status
        </button>
      </div>
    </form>
  );
}

function CommentBox({ quoteId, connectionId }: { quoteId: number; connectionId: string }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = orderCommentProblem(text);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await commitAsync<OrderTimelineCommentMutation>(environment, commentMutation, { quoteId, text: text.trim(), connections: [connectionId] });
      setText('');
    } catch (failure) {
      const { message, field } = describeMutationError(failure);
      if (field === 'text') setError(message);
      else alerts.failure(message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="order-timeline__form" onSubmit={submit} aria-label="Add a comment">
      <TextAreaField label="Comment" name="comment" value={text} onChange={setText} error={error} maxLength={ORDER_COMMENT_MAX} />
      <div className="order-timeline__form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          Add Comment
        </button>
      </div>
    </form>
  );
}

function TrackingForm({ quoteId, connectionId, lines }: { quoteId: number; connectionId: string; lines: readonly { lineNumber: number; partNumber: string }[] }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [line, setLine] = useState('all');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<{ trackingNumber?: string; trackingUrl?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = trackingProblem({ trackingNumber, trackingUrl });
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) return;
    const chosen = line === 'all' ? lines : lines.filter((l) => String(l.lineNumber) === line);
    setSaving(true);
    try {
      await commitAsync<OrderTimelineShipmentMutation>(environment, shipmentMutation, {
        quoteId,
        lines: chosen.map((l) => ({ lineNumber: l.lineNumber, trackingNumber: trackingNumber.trim(), trackingUrl: trackingUrl.trim() || null })),
        connections: [connectionId],
      });
      setTrackingNumber('');
      setTrackingUrl('');
      alerts.success('Tracking saved.');
    } catch (failure) {
      const { message, field } = describeMutationError(failure);
      const name = field?.split('.').pop();
      if (name === 'trackingNumber' || name === 'trackingUrl') setErrors({ [name]: message });
      else alerts.failure(message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="order-timeline__form" onSubmit={submit} aria-label="Add tracking">
      <div className="order-timeline__tracking">
        <SelectField
          label="Line"
          name="trackingLine"
          value={line}
          onChange={setLine}
          options={[{ value: 'all', label: 'All lines' }, ...lines.map((l) => ({ value: String(l.lineNumber), label: `Line ${l.lineNumber} ${l.partNumber}` }))]}
        />
        <TextField label="Tracking Number" name="trackingNumber" value={trackingNumber} onChange={setTrackingNumber} error={errors.trackingNumber} />
        <TextField label="Tracking URL" name="trackingUrl" inputMode="url" value={trackingUrl} onChange={setTrackingUrl} error={errors.trackingUrl} placeholder="https://" />
      </div>
      <div className="order-timeline__form-actions">
        <button type="submit" className="btn btn-outline" disabled={saving || lines.length === 0}>
          Add Tracking
        </button>
      </div>
    </form>
  );
}
