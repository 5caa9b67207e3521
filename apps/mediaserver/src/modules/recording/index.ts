export { RECORDER_LIVE_PLAYLIST, RECORDER_MARKER_KEY } from './ffmpeg-recorder-args.ts';
export { chooseStorage, type PlacementCandidate } from './placement.ts';
export { RecordingManager, WORK_FOLDER, withRuleStream } from './recording-manager.ts';
export { enforceRetention } from './retention.ts';
export { RuleRecordings, type RuleStream } from './rule-recordings.ts';
export { killStaleRecorders, recorderPids } from './stale-recorders.ts';
export { clearWorkFolders } from './work-folders.ts';
