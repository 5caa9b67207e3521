import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
};

/** An HTTP method, coloured by kind, the same width for all so the paths beside them line up. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge color={COLORS[method] ?? 'gray'} variant="light" radius="sm" w="4.2rem" ff="monospace">
      {method}
    </Badge>
  );
}
