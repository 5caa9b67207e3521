import { usePermissions } from '../auth/usePermissions.ts';
import GeneralPage from './general/GeneralPage.tsx';
import SystemOverviewPage from './overview/SystemOverviewPage.tsx';
import { settingsHomeOf } from './settings-tabs.ts';

/**
 * /settings: administrators edit the General settings; everybody else gets a read-only overview of the
 * system and of their own account, decided from the server's access answer.
 */
export default function SettingsHomePage() {
  const { can } = usePermissions();
  return settingsHomeOf(can) === 'general' ? <GeneralPage /> : <SystemOverviewPage />;
}
