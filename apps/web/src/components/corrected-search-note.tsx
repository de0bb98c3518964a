import { Text } from '@mantine/core';

/** Said above a list when a search found nothing as typed and was run again with its words corrected. */
export function CorrectedSearchNote({ correctedSearch }: { correctedSearch: string | undefined }) {
  if (!correctedSearch) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      No exact matches. Showing results for “{correctedSearch}”.
    </Text>
  );
}
