export { ArchiveRepository, type ChunkQuality } from './archive.repository.ts';
export type { ArchiveChunkRow } from './archive.table.ts';
export { ArchiveLookup, type ChunkFile } from './archive-lookup.ts';
export { probeDurationMs, repairOpenChunks } from './crash-repair.ts';
export { asReadable, readableDurationMs } from './open-chunk.ts';
export { mergePeriods } from './periods.ts';
export { type RebuildIndexSummary, rebuildIndexOf } from './rebuild-index.ts';
