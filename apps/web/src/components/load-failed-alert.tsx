import { Alert, Anchor } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';

/** What a page shows when its data could not load: the failure, the server's message and 'Try again'. */
export function LoadFailedAlert({
  title,
  query,
}: {
  /** 'Could not load the insights'. */
  title: string;
  query: { error: Error | null; refetch: () => unknown };
}) {
  const t = useText();
  return (
    <Alert color="red" title={title}>
      {query.error?.message}{' '}
      <Anchor component="button" onClick={() => query.refetch()}>
        {t('loadFailed.tryAgain')}
      </Anchor>
    </Alert>
  );
}
