import { Center, Container, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconSearch, IconServer2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAccount } from '../auth/auth.api.ts';
import { SYSTEM_SEARCH_MIN } from '../portal-constants.ts';
import { systemPath } from '../portal-paths.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { SystemCard } from './SystemCard.tsx';
import { filterSystems } from './system-status.ts';
import { useCloudSystems } from './systems.api.ts';

/** No system is shared with the account yet: how one gets here. */
function NoSystems() {
  const { t } = useTranslation('cloudSystems');
  return (
    <Center py={64} data-testid="no-systems">
      <Stack align="center" gap="sm" maw={480}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconServer2 size={30} />
        </ThemeIcon>
        <Title order={2} fz="h4" ta="center">
          {t('list.emptyTitle')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {t('list.emptyMessage')}
        </Text>
      </Stack>
    </Center>
  );
}

/** /systems (spec 000 §2 "Systems"): the account's systems, with a search from 9 systems on. */
export default function SystemsPage() {
  const { t } = useTranslation('cloudSystems');
  usePageTitle(t('list.pageTitle'));
  const systems = useCloudSystems();
  const selfEmail = useAccount().data?.email ?? '';
  const [search, setSearch] = useState('');

  const content = () => {
    if (systems.isPending) return <Preloader fullScreen={false} />;
    if (systems.isError)
      return (
        <LoadFailed
          title={t('list.failedTitle')}
          message={t('list.failed')}
          onRetry={() => void systems.refetch()}
        />
      );
    if (systems.data.length === 0) return <NoSystems />;
    // A single system opens directly (spec 000 §2 "Systems").
    const [only] = systems.data;
    if (systems.data.length === 1 && only) return <Navigate to={systemPath(only.id)} replace />;
    const shown = filterSystems(systems.data, search);
    return (
      <Stack gap="md">
        {systems.data.length >= SYSTEM_SEARCH_MIN && (
          <TextInput
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            maw={360}
          />
        )}
        {shown.length === 0 ? (
          <Text c="dimmed" py="lg" ta="center">
            {t('list.noMatch')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="system-list">
            {shown.map((system) => (
              <SystemCard key={system.id} system={system} selfEmail={selfEmail} search={search} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('list.title')} />
      {content()}
    </Container>
  );
}
