import { type DeviceModel, displayedCameraStatus } from '@argus/contract/mediaserver';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraStatusIcon } from '../list/CameraStatusIcon.tsx';
import { useVendorName } from '../vendor-name.ts';
import { CameraPreview } from './CameraPreview.tsx';
import { cameraFactsOf } from './camera-facts.ts';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The Overview tab: the camera's facts, its streams, audio and dual streaming, and its latest image. */
export function CameraOverview({ device, serverName }: { device: DeviceModel; serverName: string }) {
  const { t } = useTranslation('cameras');
  const vendorName = useVendorName();
  const facts = useMemo(() => cameraFactsOf(device), [device]);
  const yesNo = (v: boolean | null) =>
    v === null ? t('detail.unknown') : v ? t('detail.yes') : t('detail.no');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="md">
        <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
          <Fact
            label={t('detail.facts.status')}
            value={
              <CameraStatusIcon
                status={displayedCameraStatus(device.status, device.schedule, new Date())}
                withText
              />
            }
          />
          <Fact label={t('detail.facts.vendor')} value={vendorName(device.vendor)} />
          <Fact label={t('detail.facts.model')} value={device.model} />
          <Fact label={t('detail.facts.firmware')} value={facts.firmware} />
          <Fact label={t('detail.facts.ip')} value={facts.ip} testId="camera-ip" />
          <Fact label={t('detail.facts.mac')} value={device.mac} />
          <Fact label={t('detail.facts.server')} value={serverName} />
          <Fact label={t('detail.facts.audio')} value={yesNo(facts.audio)} />
          <Fact label={t('detail.facts.dualStreaming')} value={yesNo(facts.dualStreaming)} />
          <Fact
            label={t('detail.facts.license')}
            testId="camera-license"
            value={
              !device.schedule.isEnabled ? (
                t('detail.license.notRecording')
              ) : device.isLicenseUsed ? (
                t('detail.license.inUse')
              ) : (
                <Text component="span" c="orange.8" fw={500}>
                  {t('detail.license.missing')}
                </Text>
              )
            }
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('detail.streams.title')}
          </Title>
          {facts.streams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('detail.streams.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table data-testid="camera-streams">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.streams.stream')}</Table.Th>
                    <Table.Th>{t('detail.streams.codec')}</Table.Th>
                    <Table.Th>{t('detail.streams.resolution')}</Table.Th>
                    <Table.Th>{t('detail.streams.fps')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {facts.streams.map((s) => (
                    <Table.Tr key={s.encoder}>
                      <Table.Td>
                        {s.encoder === 0 ? t('detail.streams.primary') : t('detail.streams.secondary')}
                      </Table.Td>
                      <Table.Td>{s.codec || '—'}</Table.Td>
                      <Table.Td>{s.resolution || '—'}</Table.Td>
                      <Table.Td>{s.fps ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
      <CameraPreview cameraId={device.id} name={device.name} />
    </SimpleGrid>
  );
}
