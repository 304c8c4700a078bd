import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '@spokes/domain/message-placeholders';
import type { InboxNotification } from './use-inbox-notifications';

/**
 * The full text of a notification in the viewer's language: its message is a translation key
 * whose text holds <<placeholder>>s. A message that is no key (older rows hold plain text) is
 * shown as it is, with its placeholders filled the same way.
 */
export function useNotificationText(): (notification: InboxNotification) => string {
  const { t } = useTranslation();
  return useCallback(
    (notification: InboxNotification) => fillPlaceholders(t(notification.message), notification.params),
    [t],
  );
}
