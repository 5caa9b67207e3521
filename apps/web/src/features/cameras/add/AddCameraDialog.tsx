import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { useAddFoundDevices } from './camera-search.api.ts';
import { FoundDevices, isAddable, keyOf } from './FoundDevices.tsx';
import { SearchOutcome } from './SearchOutcome.tsx';
import { EMPTY_SEARCH_FORM, type SearchFormValues, searchFormErrors } from './search-form.ts';
import { useAddCameraSearch } from './useAddCameraSearch.ts';

/**
 * Add cameras by address (spec 000 §2, issue 8): an IP address, host, range `a-b` or URL with an optional port
 * and credentials starts a search on the server; its progress and what it found show as they come; the
 * selected devices are added with the credentials searched with, each under the name shown in its field (the
 * server's default until the user types one).
 */
export function AddCameraDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('cameras');
  const [values, setValues] = useState<SearchFormValues>(EMPTY_SEARCH_FORM);
  const [shownErrors, setShownErrors] = useState<ReturnType<typeof searchFormErrors>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const search = useAddCameraSearch();
  const add = useAddFoundDevices();
  const addable = useMemo(() => search.devices.filter(isAddable), [search.devices]);

  const set = (field: keyof SearchFormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setShownErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const close = () => {
    search.forget();
    setSelected(new Set());
    setNames({});
    setValues(EMPTY_SEARCH_FORM);
    setShownErrors({});
    add.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = searchFormErrors(values);
    setShownErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSelected(new Set());
    setNames({});
    search.run(values).catch(() => {});
  };

  const toggle = (key: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const rename = (key: string, name: string) => setNames((prev) => ({ ...prev, [key]: name }));

  const addSelected = async () => {
    const devices = addable
      .filter((d) => selected.has(keyOf(d)))
      .map((d) => ({ ...d, name: names[keyOf(d)]?.trim() || d.name }));
    if (devices.length === 0) return;
    try {
      await add.mutateAsync({ devices, ...search.credentials });
      notify.success(t('add.added', { count: devices.length }));
      close();
    } catch {
      // Shown below the list.
    }
  };

  const status = search.status;
  const percent = status && status.total > 0 ? Math.round((status.current / status.total) * 100) : 0;
  const selectedCount = addable.filter((d) => selected.has(keyOf(d))).length;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('add.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('add.address')}
            description={t('add.addressHint')}
            value={values.address}
            onChange={set('address')}
            error={shownErrors.address ? t(shownErrors.address) : undefined}
            required
            data-autofocus
            autoComplete="off"
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label={t('add.port')}
              value={values.port}
              onChange={set('port')}
              inputMode="numeric"
              error={shownErrors.port ? t(shownErrors.port) : undefined}
              autoComplete="off"
            />
            <TextInput label={t('add.login')} value={values.user} onChange={set('user')} autoComplete="off" />
            <PasswordInput
              label={t('add.password')}
              value={values.password}
              onChange={set('password')}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={search.starting}
              variant={search.devices.length ? 'default' : 'filled'}
            >
              {search.running || search.done ? t('add.searchAgain') : t('add.search')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="sm" mt="md" aria-live="polite">
        {search.startError && (
          <Alert color="red" role="alert">
            {apiErrorText(search.startError, t('add.errors.startFailed'))}
          </Alert>
        )}
        {status && search.running && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {t('add.progress', { current: status.current, total: status.total })}
            </Text>
            <Progress value={percent} aria-label={t('add.progressLabel')} animated />
          </Stack>
        )}
        {search.done && <SearchOutcome devices={search.devices} addable={addable.length} />}
        {search.devices.length > 0 && (
          <FoundDevices
            devices={search.devices}
            selected={selected}
            names={names}
            onToggle={toggle}
            onRename={rename}
          />
        )}
        {add.error && (
          <Alert color="red" role="alert">
            {apiErrorText(add.error, t('add.errors.addFailed'))}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('add.cancel')}
        </Button>
        <Button onClick={() => void addSelected()} disabled={selectedCount === 0} loading={add.isPending}>
          {selectedCount === 0 ? t('add.addNone') : t('add.addSelected', { count: selectedCount })}
        </Button>
      </Group>
    </Modal>
  );
}
