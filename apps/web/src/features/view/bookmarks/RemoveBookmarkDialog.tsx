import type { BookmarkModel } from '@argus/contract/mediaserver';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { useRemoveBookmark } from './bookmarks.api.ts';

/**
 * Asks before deleting a bookmark (GlobalManageBookmarksPermission) and deletes it under its camera; open while
 * `bookmark` is set. The View page's bookmarks and the Bookmarks page share it.
 */
export function RemoveBookmarkDialog({
  bookmark,
  onClose,
}: {
  bookmark: BookmarkModel | null;
  onClose(): void;
}) {
  const { t } = useTranslation('view');
  const remove = useRemoveBookmark();
  return (
    <ConfirmDialog
      opened={bookmark !== null}
      title={t('bookmarks.removeTitle')}
      confirm={t('bookmarks.removeConfirm')}
      cancel={t('cancel')}
      danger
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!bookmark) return;
        remove.mutate(bookmark, {
          onSuccess: () => {
            notify.success(t('bookmarks.removed', { name: bookmark.name }));
            onClose();
          },
          onError: (error) => notify.danger(apiErrorText(error, t('bookmarks.removeFailed'))),
        });
      }}
    >
      {t('bookmarks.removeQuestion', { name: bookmark?.name ?? '' })}
    </ConfirmDialog>
  );
}
