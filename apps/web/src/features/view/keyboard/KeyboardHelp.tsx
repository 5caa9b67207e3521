import { ActionIcon, Kbd, Popover, Table, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_LEGEND } from './view-keys.ts';

/** A button that shows the page's keys. */
export function KeyboardHelp() {
  const { t } = useTranslation('view');
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={300}>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('keys.help')} data-testid="keyboard-help">
          <IconKeyboard size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={6}>
          {t('keys.title')}
        </Text>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {KEY_LEGEND.map((row) => (
              <Table.Tr key={row.keys.join()}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && ' '}
                      <Kbd size="xs">{key}</Kbd>
                    </Fragment>
                  ))}
                </Table.Td>
                <Table.Td>{t(row.textKey)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
