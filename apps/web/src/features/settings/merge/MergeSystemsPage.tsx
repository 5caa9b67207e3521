import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { TabHeading } from '../TabHeading.tsx';
import { MergeCheckResult } from './MergeCheckResult.tsx';
import { MergeConfirmDialog } from './MergeConfirmDialog.tsx';
import { MergeForm } from './MergeForm.tsx';
import { MergeProblemAlert } from './MergeProblemAlert.tsx';
import { MergeProgress, MergeResult } from './MergeProgress.tsx';
import { useThisSystem } from './merge.api.ts';
import { mergeRequestOf } from './merge-form.ts';
import { useMergeFlow } from './useMergeFlow.ts';

/**
 * System Administration → Merge Systems (spec 000 §2 "merge" dialog, §4 "Merge"; the owner's only, as the
 * tab table says and the server enforces): the other system's address and owner, whose settings stay, a
 * check that shows what the merge will do, then the merge with this owner's password and its progress.
 */
export default function MergeSystemsPage() {
  const { t } = useTranslation('merge');
  const { user } = usePermissions();
  const thisSystem = useThisSystem();
  const flow = useMergeFlow(thisSystem.data, user?.name ?? '');
  const { phase } = flow;
  const busy = flow.checking || phase.kind === 'merging';

  return (
    <Stack gap="lg">
      <TabHeading title={t('title')} description={t('description')} />
      {thisSystem.error ? (
        <ErrorState error={thisSystem.error} onRetry={() => void thisSystem.refetch()} />
      ) : thisSystem.isPending ? (
        <LoadingState rows={4} />
      ) : (
        <>
          <MergeForm
            thisSystemName={thisSystem.data.name}
            busy={busy}
            problem={flow.problem}
            onCheck={(values) => flow.check(mergeRequestOf(values))}
            onEdit={flow.edit}
          />
          {flow.checking && (
            <Text size="sm" c="dimmed" role="status">
              {t('check.running')}
            </Text>
          )}
          {flow.problem && flow.problem.field === null && <MergeProblemAlert problem={flow.problem} />}
          {phase.kind === 'checked' && (
            <MergeCheckResult
              plan={phase.plan}
              thisSystem={thisSystem.data}
              otherSystem={phase.check.other}
              busy={flow.dialog.busy}
              onMerge={flow.dialog.open}
            />
          )}
          {phase.kind === 'merging' && <MergeProgress unanswered={flow.statusUnanswered} />}
          {phase.kind === 'merged' && <MergeResult plan={phase.plan} onDone={flow.done} />}
          {phase.kind === 'checked' && (
            <MergeConfirmDialog
              plan={phase.plan}
              opened={flow.dialog.opened}
              busy={flow.dialog.busy}
              error={flow.dialog.error}
              onConfirm={flow.dialog.confirm}
              onClose={flow.dialog.close}
            />
          )}
        </>
      )}
    </Stack>
  );
}
