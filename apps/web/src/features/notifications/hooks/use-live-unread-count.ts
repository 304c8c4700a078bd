import { useEffect } from 'react';
import { useSubscription } from 'urql';
import { NotificationCreatedDocument } from '../api/notification-created.generated';
import { NotificationUpdatedDocument } from '../api/notification-updated.generated';
import { onSubscriptionsReconnected } from '../../../lib/graphql/subscriptions-reconnected';
import { useInboxNotifications } from './use-inbox-notifications';

/**
 * The unread count of the viewer's inbox, kept live for the whole employer portal: each pushed
 * notification, new or changed (a quotation no longer awaiting the decision), reloads the shared inbox query, so the badge and an open inbox list update
 * without a page reload. After a dropped websocket came back the inbox is reloaded too, since
 * what was pushed meanwhile was lost.
 */
export function useLiveUnreadCount(): number {
  const { unreadCount, reload } = useInboxNotifications();
  const [{ data: created }] = useSubscription({ query: NotificationCreatedDocument });
  const [{ data: updated }] = useSubscription({ query: NotificationUpdatedDocument });

  useEffect(() => {
    if (created || updated) reload();
  }, [created, updated, reload]);
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);

  return unreadCount;
}
