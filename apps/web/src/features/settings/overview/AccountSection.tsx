import type { UserModel } from '@argus/contract/mediaserver';
import { Button } from '@mantine/core';
import { IconKey, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from './Facts.tsx';
import { OverviewSection } from './OverviewSection.tsx';

interface AccountSectionProps {
  user: UserModel;
  role: ReactNode;
  /** Local users change their password here; others (cloud, LDAP) elsewhere. */
  onChangePassword?(): void;
  /** Starts loading the password dialog before it opens. */
  onPrepareChangePassword?(): void;
}

/** The caller's own account: login, name, e-mail, role, type, and a password change. Presentational. */
export function AccountSection({
  user,
  role,
  onChangePassword,
  onPrepareChangePassword,
}: AccountSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <OverviewSection title={t('overview.account.title')} icon={<IconUserCircle size={20} aria-hidden />}>
      <Facts>
        <Fact label={t('overview.account.login')}>{user.name}</Fact>
        <Fact label={t('overview.account.fullName')}>{user.fullName}</Fact>
        <Fact label={t('overview.account.email')}>{user.email}</Fact>
        <Fact label={t('overview.account.role')}>{role}</Fact>
        <Fact label={t('overview.account.type')}>{t(`overview.account.types.${user.type}`)}</Fact>
      </Facts>
      {onChangePassword && (
        <div>
          <Button
            variant="default"
            leftSection={<IconKey size={16} />}
            onClick={onChangePassword}
            onMouseEnter={onPrepareChangePassword}
            onFocus={onPrepareChangePassword}
          >
            {t('overview.account.changePassword')}
          </Button>
        </div>
      )}
    </OverviewSection>
  );
}
