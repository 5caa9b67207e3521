export { cellThresholds } from './frame-motion.ts';
export { type MotionPeriod, MotionRepository } from './motion.repository.ts';
export { MotionCellsRepository } from './motion-cells.repository.ts';
export { MOTION_CELL_SPANS, MotionCells } from './motion-cells.ts';
export { MotionDetectors, type WatchedCamera } from './motion-detectors.ts';
export { MotionTracker } from './motion-tracker.ts';
