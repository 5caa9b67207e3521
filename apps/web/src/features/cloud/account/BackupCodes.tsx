import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../auth/auth.api.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { BACKUP_CODES_FILE_NAME, backupCodesText, downloadText, printText } from './backup-codes-file.ts';
import { useBackupCodesLeft, useNewBackupCodes } from './two-factor.api.ts';

/**
 * Backup codes (cloud-api §3.2): new ones on request, shown once (to copy, download or print); each works
 * once, and the earlier ones stop working. How many are left is shown: the cloud keeps only their hashes.
 */
export function BackupCodes() {
  const { t } = useTranslation('cloudAccount');
  const email = useAccount().data?.email ?? '';
  const codes = useNewBackupCodes();
  const left = useBackupCodesLeft(true);
  const text = codes.data ? backupCodesText(t('security.backup.title'), email, codes.data) : '';
  return (
    <Stack gap="sm" data-testid="backup-codes">
      <Text size="sm" c="dimmed">
        {t('security.backup.description')}
      </Text>
      {left.data !== undefined && (
        <Text size="sm" data-testid="backup-codes-left">
          {t('security.backup.left', { count: left.data })}
        </Text>
      )}
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
            data-testid="new-backup-codes"
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
          <>
            <CopyButton value={codes.data.join('\n')}>
              {({ copied, copy }) => (
                <Button variant="subtle" onClick={copy}>
                  {t(copied ? 'security.backup.copied' : 'security.backup.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="subtle" onClick={() => downloadText(BACKUP_CODES_FILE_NAME, text)}>
              {t('security.backup.download')}
            </Button>
            <Button variant="subtle" onClick={() => printText(t('security.backup.title'), text)}>
              {t('security.backup.print')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
