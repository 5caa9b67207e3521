import { useOpenCloudSystem } from './cloud-system-context.ts';
import { SystemUsers } from './SystemUsers.tsx';

/** The Users tab of a cloud system (the Share System page): its cloud users and their roles. */
export default function SystemUsersPage() {
  const { system, selfEmail } = useOpenCloudSystem();
  return <SystemUsers system={system} selfEmail={selfEmail} />;
}
