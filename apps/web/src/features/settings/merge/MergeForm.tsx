import { Button, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';
import type { MergeFormValues } from './merge-form.ts';
import type { MergeProblem } from './merge-outcome.ts';
import { OtherSystemFields, useOtherSystemValidation } from './OtherSystemFields.tsx';

export interface MergeFormProps {
  /** This system's name, for the choice of whose settings stay. */
  thisSystemName: string;
  /** A check or a merge runs: the fields and the button wait. */
  busy: boolean;
  /** The server's answer to the last attempt, shown under its field (the alert shows the others). */
  problem: MergeProblem | null;
  onCheck(values: MergeFormValues): void;
  /** Any change: the last check and its answer no longer apply to what is typed. */
  onEdit(): void;
}

/**
 * The other system's address and owner, and whose settings stay (spec 000 §5: 'Enter server address', 'Enter
 * valid URL', 'Password is required'; the server's 'Wrong password' under the password). Check submits, so
 * Enter in any field runs the check.
 */
export function MergeForm({ thisSystemName, busy, problem, onCheck, onEdit }: MergeFormProps) {
  const { t } = useTranslation('merge');
  const validate = useOtherSystemValidation();
  const form = useFormCheckedAfterSubmit<MergeFormValues>({
    initialValues: { address: '', login: 'admin', password: '', keep: 'this' },
    validate,
    onValuesChange: () => onEdit(),
  });
  return (
    <form onSubmit={form.onSubmit(onCheck)} noValidate aria-label={t('form.label')}>
      <Stack gap="md" maw={520}>
        <OtherSystemFields form={form} problem={problem} disabled={busy} />
        <Radio.Group label={t('form.keep')} {...form.getInputProps('keep')}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="this"
              label={t('form.keepThis')}
              description={t('form.keepThisDescription', { name: thisSystemName })}
              disabled={busy}
            />
            <Radio
              value="other"
              label={t('form.keepOther')}
              description={t('form.keepOtherDescription')}
              disabled={busy}
            />
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={busy}>
            {t('form.check')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
