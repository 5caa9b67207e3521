import { Button, Group, NumberInput, Popover, SegmentedControl, Stack } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_WALL_SIDE, PRESET_WALL_SIZES, presetOf, type Wall } from './wall-model.ts';

export interface WallSizePickerProps {
  wall: Pick<Wall, 'rows' | 'cols'>;
  onResize(rows: number, cols: number): void;
}

/** The grid: 1, 4, 9 or 16 cameras at once, or any rows × cols up to 8 × 8. */
export function WallSizePicker({ wall, onResize }: WallSizePickerProps) {
  const { t } = useTranslation('view');
  const preset = presetOf(wall);
  return (
    <Group gap={4} wrap="nowrap">
      <SegmentedControl
        size="xs"
        value={preset === null ? '' : String(preset)}
        onChange={(value) => {
          const side = Math.sqrt(Number(value));
          onResize(side, side);
        }}
        data={PRESET_WALL_SIZES.map((size) => ({
          value: String(size),
          label: t('grid.size', { count: size }),
        }))}
        aria-label={t('grid.label')}
        data-testid="grid-size"
      />
      <CustomSize wall={wall} custom={preset === null} onResize={onResize} />
    </Group>
  );
}

function CustomSize({ wall, custom, onResize }: WallSizePickerProps & { custom: boolean }) {
  const { t } = useTranslation('layouts');
  const [opened, setOpened] = useState(false);
  const [rows, setRows] = useState<number | string>(wall.rows);
  const [cols, setCols] = useState<number | string>(wall.cols);
  const valid = (v: number | string) =>
    Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= MAX_WALL_SIDE;
  const error = t('wall.custom.range', { max: MAX_WALL_SIDE });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      position="bottom-end"
      onOpen={() => {
        setRows(wall.rows);
        setCols(wall.cols);
      }}
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant={custom ? 'filled' : 'default'}
          leftSection={<IconLayoutGrid size={14} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          data-testid="grid-custom"
        >
          {custom ? t('wall.custom.current', { rows: wall.rows, cols: wall.cols }) : t('wall.custom.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid(rows) || !valid(cols)) return;
            onResize(Number(rows), Number(cols));
            setOpened(false);
          }}
        >
          <Stack gap="xs" w={200}>
            <NumberInput
              label={t('wall.custom.rows')}
              min={1}
              max={MAX_WALL_SIDE}
              value={rows}
              onChange={setRows}
              error={valid(rows) ? undefined : error}
              data-testid="grid-rows"
            />
            <NumberInput
              label={t('wall.custom.cols')}
              min={1}
              max={MAX_WALL_SIDE}
              value={cols}
              onChange={setCols}
              error={valid(cols) ? undefined : error}
              data-testid="grid-cols"
            />
            <Button type="submit" size="xs" disabled={!valid(rows) || !valid(cols)}>
              {t('wall.custom.apply')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
