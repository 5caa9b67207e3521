/** The printed table of figures, and the change per figure since the previous run. */
import { type BenchFigure, meetsTarget, ratioOf, targetText } from './figure.ts';

export const formatNumber = (n: number | undefined, digits = 1, fixed = false): string =>
  n === undefined || Number.isNaN(n)
    ? ''
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 });

function printAligned(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const meetsText = (figure: BenchFigure) => {
  const meets = meetsTarget(figure);
  return meets === undefined ? '' : meets ? 'yes' : 'NO';
};

/** Prints figures as an aligned text table: value, baseline, target, ratio, whether it meets the target. */
export function printTable(figures: BenchFigure[]): void {
  printAligned([
    ['bench', 'figure', 'value', 'baseline', 'target', 'ratio', 'meets'],
    ...figures.map((f) => [
      f.bench,
      f.metric,
      `${formatNumber(f.value)} ${f.unit}`,
      f.baseline === undefined ? '' : `${formatNumber(f.baseline)} ${f.unit}`,
      targetText(f),
      formatNumber(ratioOf(f), 2, true),
      meetsText(f),
    ]),
  ]);
}

/** Prints, for each figure also in `previous`, its value then and now and the change in percent. */
export function printChanges(figures: BenchFigure[], previous: BenchFigure[], previousAt: string): void {
  const before = new Map(previous.map((f) => [f.id, f]));
  const rows = figures.flatMap((f) => {
    const then = before.get(f.id);
    if (!then) return [];
    const change = then.value ? ((f.value - then.value) / then.value) * 100 : Number.NaN;
    const ratioThen = ratioOf(then);
    const ratioNow = ratioOf(f);
    return [
      [
        f.id,
        `${formatNumber(then.value)} → ${formatNumber(f.value)} ${f.unit}`,
        Number.isNaN(change) ? '' : `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`,
        f.baseline && then.baseline
          ? `${formatNumber(ratioThen, 2, true)} → ${formatNumber(ratioNow, 2, true)}`
          : '',
      ],
    ];
  });
  if (!rows.length) return;
  console.log(`\nChange since the previous run (${previousAt}):`);
  printAligned([['figure', 'value then → now', 'change', 'ratio then → now'], ...rows]);
}
