export * from './access-matrix.ts';
