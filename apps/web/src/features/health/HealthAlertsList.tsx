import type { HealthAlert, MetricAlarmLevel, MetricsManifest } from '@argus/contract/mediaserver';
import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LevelIcon } from './AlarmText.tsx';
import classes from './HealthAlertsList.module.css';

export interface HealthAlertsListProps {
  /** The alerts left by the filters. */
  alerts: readonly HealthAlert[];
  /** The report has no alerts at all. */
  doingWell: boolean;
  manifest: MetricsManifest;
  onOpen(alert: HealthAlert): void;
}

/** The manifest's kind of a resource (`camera`) as the start of a line: `Camera`. */
const resourceLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** The Alerts view: errors, then warnings, each alert with what it is about; a 'doing well' state without any. */
export function HealthAlertsList({ alerts, doingWell, manifest, onOpen }: HealthAlertsListProps) {
  const { t } = useTranslation('health');
  if (doingWell)
    return (
      <Paper withBorder p="xl" data-testid="health-doing-well">
        <Stack align="center" gap="xs">
          <ThemeIcon color="green" variant="light" size={48} radius="xl">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {t('alerts.doingWell')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('alerts.doingWellHint')}
          </Text>
        </Stack>
      </Paper>
    );
  if (alerts.length === 0)
    return (
      <Text c="dimmed" data-testid="health-alerts-none">
        {t('alerts.noMatch')}
      </Text>
    );
  const resourceOf = new Map(manifest.map((group) => [group.id, group]));
  const parameterName = (alert: HealthAlert) =>
    resourceOf
      .get(alert.group)
      ?.values.find((section) => section.id === alert.section)
      ?.values.find((parameter) => parameter.id === alert.parameter)?.name ?? alert.parameter;
  const levels: MetricAlarmLevel[] = ['error', 'warning'];
  return levels.map((level) => {
    const shown = alerts.filter((alert) => alert.level === level);
    if (shown.length === 0) return null;
    return (
      <Stack key={level} gap="xs" component="section" data-testid={`health-alerts-${level}`}>
        <Title order={2} fz="h4">
          {t(`alerts.${level}`, { count: shown.length })}
        </Title>
        <Paper withBorder>
          <ul className={classes.list}>
            {shown.map((alert) => (
              <li
                key={`${alert.group}:${alert.resourceId}:${alert.section}:${alert.parameter}:${alert.text}`}
                className={classes.item}
                data-testid="health-alert"
              >
                <span className={classes.icon}>
                  <LevelIcon level={alert.level} />
                </span>
                <div className={classes.body}>
                  <span className={classes.dimmed}>
                    {resourceLabel(resourceOf.get(alert.group)?.resource ?? alert.group)}{' '}
                  </span>
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(alert)}>
                    {alert.resourceName}
                  </Anchor>
                  {`: ${alert.text}`}
                  <div className={classes.parameter}>{parameterName(alert)}</div>
                </div>
              </li>
            ))}
          </ul>
        </Paper>
      </Stack>
    );
  });
}
