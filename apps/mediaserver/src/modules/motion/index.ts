export { cellThresholds } from './frame-motion.ts';
export { type MotionPeriod, MotionRepository } from './motion.repository.ts';
export { MotionDetectors, type WatchedCamera } from './motion-detectors.ts';
export { MotionTracker } from './motion-tracker.ts';
