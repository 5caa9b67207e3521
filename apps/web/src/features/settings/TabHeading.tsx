import { Stack, Text, Title } from '@mantine/core';

/**
 * A System Administration page's own heading: the layout holds the one h1, so the page's title is the h2
 * under it, with a line on what the page is for. Every page of the system menu starts with one.
 */
export function TabHeading({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap={4} data-testid="tab-heading">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
