import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { DeleteNotificationDocument } from '../api/delete-notification.generated';
import { MarkAllNotificationsReadDocument } from '../api/mark-all-notifications-read.generated';
import { MarkNotificationReadDocument } from '../api/mark-notification-read.generated';

const context = { additionalTypenames: ['Notification'] };

/**
 * Reading and deleting notifications; each tells urql that notifications changed, so the inbox
 * list refetches.
 */
export function useNotificationActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [, markRead] = useMutation(MarkNotificationReadDocument);
  const [{ fetching: deleting }, remove] = useMutation(DeleteNotificationDocument);
  const [{ fetching: markingAll }, markAll] = useMutation(MarkAllNotificationsReadDocument);

  const markAsRead = useCallback(
    async (id: number) => {
      // Quietly: the notification stays unread and is marked again when it is opened next time.
      await markRead({ id }, context);
    },
    [markRead],
  );

  const deleteNotification = useCallback(
    async (id: number): Promise<boolean> => {
      const { error } = await remove({ id }, context);
      if (error) void message.error(t('inbox.deleteFailed'));
      else void message.success(t('inbox.deleted'));
      return !error;
    },
    [remove, message, t],
  );

  const markAllAsRead = useCallback(async () => {
    const { error } = await markAll({}, context);
    if (error) void message.error(t('inbox.markAllReadFailed'));
  }, [markAll, message, t]);

  return { markAsRead, markAllAsRead, markingAll, deleteNotification, deleting };
}
