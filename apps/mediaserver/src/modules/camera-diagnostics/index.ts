/** Camera diagnostics: the four steps, done for real. */
export { cameraDiagnosticsRoutes } from './camera-diagnostics.routes.ts';
export { CameraDiagnostics, type DiagnosticsOptions } from './camera-diagnostics.service.ts';
