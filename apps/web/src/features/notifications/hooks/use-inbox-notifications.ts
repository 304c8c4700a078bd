import { useCallback } from 'react';
import { useQuery } from 'urql';
import { type InboxNotificationFragment } from '../../../generated/graphql';
import { NotificationsDocument } from '../api/notifications.generated';

export type InboxNotification = InboxNotificationFragment;

// The newest 100 are plenty for an inbox; the unread count covers them all.
const LIMIT = 100;
// An empty inbox names no Notification, so a mutation must still be told which list to refetch.
const context = { additionalTypenames: ['Notification'] };

/**
 * The viewer's notifications, newest first, with the unread count. The side menu's badge and
 * the inbox page share this one query (same variables), so a reload updates both.
 */
export function useInboxNotifications() {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: NotificationsDocument,
    variables: { limit: LIMIT },
    context,
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    notifications: data?.notifications.data ?? [],
    unreadCount: data?.notifications.unreadCount ?? 0,
    loaded: data !== undefined,
    error,
    fetching,
    reload,
  };
}
