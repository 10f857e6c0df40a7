import { graphql, useFragment, useMutation } from 'react-relay';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TOPIC_HINTS,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from '@quotecraft/rules/notifications';
import { CheckboxField } from '../../ui/fields';
import { useAlerts } from '../../ui/alerts';
import type { NotificationPreferences_user$key } from './__generated__/NotificationPreferences_user.graphql';
import type { NotificationPreferencesMutation } from './__generated__/NotificationPreferencesMutation.graphql';

const preferencesFragment = graphql`
  fragment NotificationPreferences_user on User {
    id
    notificationPreferences {
      placed
      shipped
      delivered
      status
      returns
    }
  }
`;

const preferencesMutation = graphql`
  mutation NotificationPreferencesMutation($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      id
      notificationPreferences {
        placed
        shipped
        delivered
        status
        returns
      }
    }
  }
`;

/** My Profile: which events of the user's orders email them; each box saves as it is ticked. */
export function NotificationPreferences({ user }: { user: NotificationPreferences_user$key }) {
  const data = useFragment(preferencesFragment, user);
  const [commit, saving] = useMutation<NotificationPreferencesMutation>(preferencesMutation);
  const alerts = useAlerts();
  const preferences = data.notificationPreferences;
  const id = data.id;

  const choose = (topic: NotificationTopic, value: boolean) =>
    commit({
      variables: { input: { [topic]: value } },
      optimisticResponse: { updateNotificationPreferences: { id, notificationPreferences: { ...preferences, [topic]: value } } },
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
        else alerts.success(NOTIFICATION_MESSAGES.saved);
      },
      onError: (error) => alerts.failure(error.message),
    });

  return (
    <section className="user-form notification-preferences" aria-labelledby="notification-preferences-title">
      <div>
        <h2 id="notification-preferences-title" className="notification-preferences__title">
          Email notifications
        </h2>
        <p className="notification-preferences__intro">
          Choose which events of your orders email you. Every event also shows in the bell menu at the top of the page.
        </p>
      </div>
      <div className="notification-preferences__list">
        {NOTIFICATION_TOPICS.map((topic) => (
          <div key={topic} className="notification-preferences__item">
            <CheckboxField
              label={NOTIFICATION_TOPIC_LABELS[topic]}
              name={`notify-${topic}`}
              checked={preferences[topic]}
              disabled={saving}
              onChange={(value) => choose(topic, value)}
            />
            <p className="notification-preferences__hint">{NOTIFICATION_TOPIC_HINTS[topic]}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
