import { useCommonPasswords } from '../../system/common-passwords.api.ts';
import { UserDialog, type UserDialogProps } from './UserDialog.tsx';

/** The user dialog with the common-password list it checks against (loaded with the dialog, not the list). */
export default function UserDialogHost(props: Omit<UserDialogProps, 'commonPasswords'>) {
  const commonPasswords = useCommonPasswords();
  return <UserDialog {...props} commonPasswords={commonPasswords.data} />;
}
