import type { NotificationProvider } from '@refinedev/core';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Refine's success and error messages (the catalogue's words) through antd's notifications of the app's
 * `<App>` context. Written here rather than taken from `@refinedev/antd`, whose single entry file would put all
 * of its components in the first page the staff app loads.
 */
export function notificationProvider(notification: NotificationInstance): NotificationProvider {
  return {
    open: ({ key, message, description, type }) => {
      if (type === 'progress') return;
      notification.open({ key, message, description, type });
    },
    close: (key) => notification.destroy(key),
  };
}
