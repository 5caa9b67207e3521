import { Anchor, Container, Grid, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useApiEndpoints } from './api-tool.api.ts';
import { EndpointList } from './EndpointList.tsx';

/**
 * /api-tool (spec 000 §2): the system's endpoints by tag with a search on one side, the page of the one
 * chosen (`:slug`), the landing with the API's introduction, or the changelog on the other.
 */
export default function ApiToolLayout() {
  const { t } = useTranslation('apiTool');
  const paths = useSystemPaths();
  const { slug } = useParams();
  const endpoints = useApiEndpoints();
  usePageTitle(t('title'));
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="md">
            <Anchor component={Link} to={paths.apiTool()}>
              {t('introduction')}
            </Anchor>
            <Anchor component={Link} to={paths.apiTool('changelog')}>
              {t('changelog.link')}
            </Anchor>
          </Group>
        }
      />
      {endpoints.error ? (
        <ErrorState error={endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : !endpoints.data ? (
        <LoadingState rows={8} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <EndpointList endpoints={endpoints.data} activeSlug={slug} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
            <Outlet context={endpoints.data} />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
