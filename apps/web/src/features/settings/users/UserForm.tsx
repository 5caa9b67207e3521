import { type CommonPasswords, validatePassword } from '@argus/contract';
import type { UserModel, UserRoleModel } from '@argus/contract/mediaserver';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../../ui/PasswordStrength.tsx';
import { AccessEditor } from './access/AccessEditor.tsx';
import {
  CUSTOM_PERMISSION_FLAGS,
  CUSTOM_ROLE,
  limitsAccess,
  USER_TEXT_MAX_LENGTH,
  type UserFormValues,
  validateUser,
} from './user-form-model.ts';

export interface RoleOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What the current user may not change on this user (contract user rules). */
export interface UserFormLocks {
  /** Nothing may be changed (a user I may not edit). */
  all: boolean;
  /** Role, permissions and enabled state (myself, owners). */
  access: boolean;
  /** The login name (the local owner is saved without a name). */
  name: boolean;
}

export interface UserFormProps {
  user: UserModel | null;
  initialValues: UserFormValues;
  roleOptions: RoleOption[];
  locks: UserFormLocks;
  commonPasswords?: CommonPasswords;
  submitError?: string | null;
  submitting: boolean;
  onSubmit(values: UserFormValues): void;
  onCancel(): void;
  /** Any edit (e.g. to clear an earlier server error). */
  onEdit?(): void;
  /** A new user may be a cloud user (the system is connected to the cloud). */
  cloudUsers?: boolean;
  /** The custom roles (whether the chosen one gives all cameras). */
  roles?: readonly UserRoleModel[];
}

/** Add or edit a user. Presentational: the page saves and reports. */
export function UserForm({
  user,
  initialValues,
  roleOptions,
  locks,
  commonPasswords,
  submitError,
  submitting,
  onSubmit,
  onCancel,
  onEdit,
  cloudUsers = false,
  roles = [],
}: UserFormProps) {
  // The access editor's texts load with the form's, so ticking a permission does not wait for them.
  const { t } = useTranslation(['users', 'userAccess']);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues,
    onValuesChange: () => onEdit?.(),
    validate: (values) => {
      const errors = validateUser(values, user, commonPasswords);
      return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, t(v)]));
    },
  });
  const values = form.getValues();
  const creating = user === null;
  const passwordLabel = creating ? t('form.password') : t('form.newPassword');
  const isCustom = values.role === CUSTOM_ROLE;
  // A cloud user's login is its e-mail and its password is the cloud's: neither is asked here.
  const cloud = creating ? values.type === 'cloud' : user.type === 'cloud';

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        {submitError && (
          <Alert color="red" role="alert" data-testid="user-form-error">
            {submitError}
          </Alert>
        )}
        {creating && cloudUsers && (
          <SegmentedControl
            aria-label={t('form.type')}
            data={[
              { value: 'local', label: t('form.typeLocal') },
              { value: 'cloud', label: t('form.typeCloud') },
            ]}
            {...form.getInputProps('type')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {!(creating && cloud) && (
            <TextInput
              label={t('form.name')}
              required
              maxLength={USER_TEXT_MAX_LENGTH}
              disabled={locks.all || locks.name}
              data-autofocus
              autoComplete="off"
              {...form.getInputProps('name')}
            />
          )}
          <TextInput
            label={t('form.fullName')}
            maxLength={USER_TEXT_MAX_LENGTH}
            disabled={locks.all}
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            required={creating && cloud}
            maxLength={USER_TEXT_MAX_LENGTH}
            disabled={locks.all}
            {...form.getInputProps('email')}
          />
          <Select
            label={t('form.role')}
            data={roleOptions}
            allowDeselect={false}
            disabled={locks.all || locks.access}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('role')}
          />
          {!cloud && (
            <>
              <div>
                <PasswordInput
                  label={passwordLabel}
                  required={creating}
                  description={creating ? undefined : t('form.passwordKeep')}
                  disabled={locks.all}
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
                {values.password !== '' && (
                  <div style={{ marginTop: 6 }}>
                    <PasswordStrength
                      strength={
                        validatePassword(values.password, commonPasswords ? { commonPasswords } : {}).strength
                      }
                    />
                  </div>
                )}
              </div>
              <PasswordInput
                label={t('form.confirmPassword')}
                required={creating}
                disabled={locks.all}
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </>
          )}
        </SimpleGrid>
        {isCustom && (
          <Checkbox.Group
            label={t('form.permissions')}
            value={values.permissions}
            onChange={(v) => form.setFieldValue('permissions', v as UserFormValues['permissions'])}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
              {CUSTOM_PERMISSION_FLAGS.map((flag) => (
                <Checkbox
                  key={flag}
                  value={flag}
                  label={t(`permissions.${flag}`)}
                  disabled={locks.all || locks.access}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        {limitsAccess(values, roles) && (
          <AccessEditor
            value={values.accessibleResources}
            onChange={(ids) => form.setFieldValue('accessibleResources', ids)}
            disabled={locks.all || locks.access}
          />
        )}
        <Switch
          label={t('form.enabled')}
          disabled={locks.all || locks.access}
          {...form.getInputProps('isEnabled', { type: 'checkbox' })}
        />
        {!cloud && (
          <Switch
            label={t('form.digest')}
            description={t('form.digestHint')}
            disabled={locks.all}
            {...form.getInputProps('isHttpDigestEnabled', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('form.cancel')}
          </Button>
          {!locks.all && (
            <Button type="submit" loading={submitting} miw={120}>
              {creating ? t('form.create') : t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
