import { DatesProvider } from '@mantine/dates';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RangeFields } from './RangeFields.tsx';

const NOW = new Date(2026, 10, 27, 12).getTime();

describe('range fields', () => {
  it('marks the days with recordings in the date picker', async () => {
    renderWithProviders(
      <DatesProvider settings={{ locale: 'en' }}>
        <RangeFields
          value={{ start: '2026-11-27 11:00:00', end: '2026-11-27 11:05:00' }}
          onChange={() => {}}
          nowMs={NOW}
          locale="en-US"
          showProblem={false}
          recordedDays={new Set(['2026-11-03', '2026-11-26'])}
        />
      </DatesProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Start/ }));
    await screen.findByRole('table');
    const recordedDays = [...document.querySelectorAll('table button[data-recorded="true"]')];
    expect(recordedDays.map((day) => day.getAttribute('aria-label'))).toEqual([
      '3 November 2026, with recordings',
      '26 November 2026, with recordings',
    ]);
    expect(document.querySelectorAll('table button[aria-label="4 November 2026"]')).toHaveLength(1);
  });
});
