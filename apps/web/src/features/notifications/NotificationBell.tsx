import type { Notification } from '@argus/contract/mediaserver';
import { ActionIcon, Box, Button, CloseButton, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismissNotification, useNotifications } from './notifications.api.ts';

const NO_NOTIFICATIONS: readonly Notification[] = [];

function NotificationItem({ notification, onDismiss }: { notification: Notification; onDismiss(): void }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tr } = useTranslation('eventRules');
  const event = tr(`events.${notification.eventType}`);
  const time = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const details = [notification.caption, notification.description].filter(Boolean).join(' — ');
  return (
    <li data-testid="notification-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600}>
            {event}
            {notification.aggregationCount > 1 ? ` (×${notification.aggregationCount})` : ''}
          </Text>
          {notification.resourceName && (
            <Text size="xs" c="dimmed">
              {notification.resourceName}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <time dateTime={new Date(notification.timestampMs).toISOString()}>
              {time.format(notification.timestampMs)}
            </time>
          </Text>
          {notification.text && <Text size="sm">{notification.text}</Text>}
          {details && (
            <Text size="xs" c="dimmed">
              {details}
            </Text>
          )}
        </Stack>
        <CloseButton size="sm" onClick={onDismiss} aria-label={t('dismiss', { event })} />
      </Group>
    </li>
  );
}

/** The header's bell: how many notifications the caller has, and a panel to read and dismiss them. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const { data } = useNotifications();
  const dismiss = useDismissNotification();
  const list = data ?? NO_NOTIFICATIONS;
  const count = list.length;
  return (
    <Popover width={360} position="bottom-end" shadow="md" trapFocus withinPortal>
      {/* The target is the button itself: the popover's aria-expanded is allowed on a button, not a div. */}
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('bell', { count })}
          data-testid="notifications-bell"
        >
          <Indicator
            label={count > 99 ? '99+' : count}
            size={16}
            disabled={count === 0}
            offset={2}
            color="red"
          >
            <IconBell size={20} aria-hidden style={{ display: 'block' }} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} maw="calc(100vw - 16px)">
        <Group justify="space-between" mb="xs">
          <Text fw={600} id={titleId}>
            {t('title')}
          </Text>
          {count > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => dismiss.mutate(undefined)}
              loading={dismiss.isPending}
            >
              {t('dismissAll')}
            </Button>
          )}
        </Group>
        {count === 0 ? (
          <Text size="sm" c="dimmed" data-testid="notifications-empty">
            {t('empty')}
          </Text>
        ) : (
          <Box mah={400} style={{ overflowY: 'auto' }}>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((n) => (
                <NotificationItem key={n.id} notification={n} onDismiss={() => dismiss.mutate(n.id)} />
              ))}
            </Stack>
          </Box>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
