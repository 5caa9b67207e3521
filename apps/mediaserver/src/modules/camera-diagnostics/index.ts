/** Camera diagnostics: the four steps, done for real. */
export { CameraDiagnostics, type DiagnosticsOptions } from './camera-diagnostics.service.ts';
