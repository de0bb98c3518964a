import { Alert, Anchor } from '@mantine/core';

/** What a page shows when its data could not load: the failure, the server's message and 'Try again'. */
export function LoadFailedAlert({
  title,
  query,
}: {
  /** 'Could not load the insights'. */
  title: string;
  query: { error: Error | null; refetch: () => unknown };
}) {
  return (
    <Alert color="red" title={title}>
      {query.error?.message}{' '}
      <Anchor component="button" onClick={() => query.refetch()}>
        Try again
      </Anchor>
    </Alert>
  );
}
