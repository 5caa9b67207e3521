import {
  BOOKMARK_DESCRIPTION_MAX,
  BOOKMARK_NAME_MAX,
  BOOKMARK_TAGS_PER_BOOKMARK,
  type BookmarkModel,
} from '@argus/contract/mediaserver';
import { Alert, Button, Group, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { RangeFields, type RangeValues, rangeOf } from '../range/RangeFields.tsx';
import { dateValueOf } from '../timeline/date-values.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import {
  bookmarkBodyOf,
  bookmarkErrorsOf,
  EMPTY_BOOKMARK,
  formValuesOf,
  isBookmarkableRange,
} from './bookmark-form.ts';
import { useBookmarkTags, useChangeBookmark, useCreateBookmark } from './bookmarks.api.ts';

export interface BookmarkDialogProps {
  cameraId: string;
  initialRange: TimeSpan;
  nowMs: number;
  locale: string;
  recordedDays?: ReadonlySet<string>;
  /** The bookmark to change; without, a new one is added. */
  bookmark?: BookmarkModel;
  onClose(): void;
}

/**
 * Adds a bookmark (GlobalManageBookmarksPermission): a range of the camera's archive with a name, a
 * description and tags; or changes one (`bookmark`), the same fields.
 */
export function BookmarkDialog(props: BookmarkDialogProps) {
  const { cameraId, initialRange, nowMs, locale, recordedDays, bookmark, onClose } = props;
  const { t } = useTranslation('view');
  const tags = useBookmarkTags(true);
  const create = useCreateBookmark(cameraId);
  const change = useChangeBookmark();
  const saving = bookmark ? change : create;
  const [range, setRange] = useState<RangeValues>(() => ({
    start: dateValueOf(initialRange.startMs),
    end: dateValueOf(initialRange.endMs),
  }));
  const [submitted, setSubmitted] = useState(false);
  const form = useForm({
    initialValues: bookmark ? formValuesOf(bookmark) : EMPTY_BOOKMARK,
    validate: (values) => {
      const errors = bookmarkErrorsOf(values);
      return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
    },
  });
  const save = form.onSubmit((values) => {
    setSubmitted(true);
    const { startMs, endMs, problem } = rangeOf(range, nowMs);
    if (problem || startMs === null || endMs === null || !isBookmarkableRange({ startMs, endMs })) return;
    const body = bookmarkBodyOf(values, { startMs, endMs });
    const done = (saved: BookmarkModel) => {
      notify.success(t(bookmark ? 'bookmarks.changed' : 'bookmarks.added', { name: saved.name }));
      onClose();
    };
    if (bookmark) change.mutate({ bookmark, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(bookmark ? 'bookmarks.editTitle' : 'bookmarks.addTitle')}
      size={500}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={save} noValidate data-testid="bookmark-dialog">
        <Stack gap="sm">
          <TextInput
            label={t('bookmarks.name')}
            required
            maxLength={BOOKMARK_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('bookmarks.description')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={BOOKMARK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <TagsInput
            label={t('bookmarks.tags')}
            description={t('bookmarks.tagsHint')}
            data={tags.data ?? []}
            maxTags={BOOKMARK_TAGS_PER_BOOKMARK}
            clearable
            {...form.getInputProps('tags')}
          />
          <RangeFields
            value={range}
            onChange={setRange}
            nowMs={nowMs}
            locale={locale}
            showProblem={submitted}
            recordedDays={recordedDays}
          />
          {saving.isError && (
            <Alert color="red" role="alert">
              {apiErrorText(saving.error, t(bookmark ? 'bookmarks.changeFailed' : 'bookmarks.addFailed'))}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving.isPending} data-testid="bookmark-save">
              {t(bookmark ? 'bookmarks.saveChanges' : 'bookmarks.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
