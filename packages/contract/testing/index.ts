export * from './access-matrix.ts';
export * from './health-report.ts';
