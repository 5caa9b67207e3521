import type { ApiEndpoint } from './api-endpoints.ts';

/** The values typed for an endpoint's parameters, by name. */
export type ParameterValues = Readonly<Record<string, string>>;

/** Path parameters that are required and still empty: the request cannot be sent without them. */
export function missingParameters(endpoint: ApiEndpoint, values: ParameterValues): string[] {
  return endpoint.parameters
    .filter((p) => (p.in === 'path' || p.required) && !(values[p.name] ?? '').trim())
    .map((p) => p.name);
}

/** The path and query a request goes to: path parameters filled in, query parameters that have a value. */
export function requestPathOf(endpoint: ApiEndpoint, values: ParameterValues): string {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent((values[name] ?? '').trim()),
  );
  const query = new URLSearchParams();
  for (const p of endpoint.parameters)
    if (p.in === 'query' && (values[p.name] ?? '') !== '') query.append(p.name, values[p.name]!);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether a request changes something: every method but GET asks the user first. */
export function needsConfirmation(method: string): boolean {
  return method.toUpperCase() !== 'GET';
}
