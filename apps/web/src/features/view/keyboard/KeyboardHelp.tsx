import { ActionIcon, Kbd, Popover, Table, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { KEY_LEGEND, NAMED_KEYS } from './view-keys.ts';

const isNamed = (key: string): key is (typeof NAMED_KEYS)[number] =>
  (NAMED_KEYS as readonly string[]).includes(key);

/** A button that shows the page's keys. */
export function KeyboardHelp() {
  const { t } = useTranslation('view');
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={400}>
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
              <Table.Tr key={row.textKey}>
                <Table.Td>
                  {row.keys.map((combo, i) => (
                    <Fragment key={combo.join('+')}>
                      {i > 0 && ' '}
                      <span style={{ whiteSpace: 'nowrap' }}>
                        {combo.map((key, j) => (
                          <Fragment key={key}>
                            {j > 0 && ' + '}
                            <Kbd size="xs">{isNamed(key) ? t(`keys.names.${key}`) : key}</Kbd>
                          </Fragment>
                        ))}
                      </span>
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
