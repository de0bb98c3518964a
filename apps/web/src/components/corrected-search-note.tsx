import { Text } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';

/** Said above a list when a search found nothing as typed and was run again with its words corrected. */
export function CorrectedSearchNote({ correctedSearch }: { correctedSearch: string | undefined }) {
  const t = useText();
  if (!correctedSearch) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('correctedSearch.note', { search: correctedSearch })}
    </Text>
  );
}
