/** The device pool: status monitoring and stream analysis of every camera. */
export { AUDIO_CODEC_PARAM, audioModeOfStream, learntStreamParams } from './media-streams.ts';
export { checkDeviceStatus, type ObservedStatus, type StatusCheck } from './status-check.ts';
export {
  DEFAULT_STATUS_MONITOR_OPTIONS,
  DeviceStatusMonitor,
  type MonitoredDevices,
  type StatusMonitorDeps,
  type StatusMonitorOptions,
} from './status-monitor.ts';
export { type AnalysedDevices, StreamAnalyzer } from './stream-analyzer.ts';
