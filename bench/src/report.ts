/** One figure of a benchmark, its target and the ratio between them (benchmarks print; they never assert). */
export interface BenchFigure {
  bench: string;
  metric: string;
  value: number;
  unit: string;
  /** The reference figure: a target, or a baseline measured in the same run. */
  reference?: number;
  /** How the ratio reads, e.g. "value/target, ≤ 1 meets" or "value/bare, ≥ 0.5 meets". */
  ratioNote?: string;
  /** Whether the figure meets its target (undefined when there is none). */
  meets?: boolean;
}

export const ratioOf = (figure: BenchFigure): number | undefined =>
  figure.reference ? figure.value / figure.reference : undefined;

const fmt = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? '' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Prints figures as an aligned text table. */
export function printTable(figures: BenchFigure[]): void {
  const rows = [
    ['bench', 'metric', 'value', 'reference', 'ratio', 'meets', 'ratio means'],
    ...figures.map((f) => [
      f.bench,
      f.metric,
      `${fmt(f.value)} ${f.unit}`,
      f.reference === undefined ? '' : `${fmt(f.reference)} ${f.unit}`,
      fmt(ratioOf(f), 2),
      f.meets === undefined ? '' : f.meets ? 'yes' : 'NO',
      f.ratioNote ?? '',
    ]),
  ];
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

/** Runs `main` when the file is executed directly (`tsx bench/x.ts`), printing its figures. */
export async function runDirectly(url: string, main: () => Promise<BenchFigure[]>): Promise<void> {
  if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === url) printTable(await main());
}
