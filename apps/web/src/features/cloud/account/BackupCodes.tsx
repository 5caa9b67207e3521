import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cloudFailureOf } from '../cloud-failures.ts';
import { useNewBackupCodes } from './two-factor.api.ts';

/**
 * Backup codes (cloud-api §3.2): new ones on request, shown once; each works once, and the earlier ones stop
 * working.
 */
export function BackupCodes() {
  const { t } = useTranslation('cloudAccount');
  const codes = useNewBackupCodes();
  return (
    <Stack gap="sm" data-testid="backup-codes">
      <Text size="sm" c="dimmed">
        {t('security.backup.description')}
      </Text>
      {codes.data && (
        <>
          <Alert color="yellow" variant="light">
            {t('security.backup.keepSafe')}
          </Alert>
          <SimpleGrid
            cols={{ base: 2, xs: 4 }}
            spacing="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {codes.data.map((code) => (
              <Text key={code} component="li" ff="monospace" size="sm">
                {code}
              </Text>
            ))}
          </SimpleGrid>
        </>
      )}
      {codes.isError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t(cloudFailureOf(codes.error).unavailable ? 'errors.unavailable' : 'security.backup.failed')}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" loading={codes.isPending} onClick={() => codes.mutate()}>
          {t(codes.data ? 'security.backup.again' : 'security.backup.create')}
        </Button>
        {codes.data && (
          <CopyButton value={codes.data.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="subtle" onClick={copy}>
                {t(copied ? 'security.backup.copied' : 'security.backup.copy')}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
    </Stack>
  );
}
