import type { ReactNode } from 'react';
import { LoadFailedAlert } from './load-failed-alert.tsx';
import { PageContainer } from './page-container.tsx';
import { PageHeader } from './page-header.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

/**
 * A page where a member makes their one entry (/cv-upload, /join-community): it reads whether they have one first,
 * then opens it for editing (`edit`, a page of its own), or shows the spec's form (`create`) under `header`, or,
 * once sent, what went through (`done`). While it cannot tell, it offers no form the server might refuse: the
 * reason it could not, and Try again.
 */
export function OwnEntryPage<Entry>({
  query,
  entry,
  header,
  failedTitle,
  done,
  edit,
  create,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** The member's entry as `query` answered it: null when they have none. */
  entry: Entry | null | undefined;
  header: { title: string; description: string };
  /** 'Could not check whether you already have a CV'. */
  failedTitle: string;
  done: ReactNode | null;
  edit: (entry: Entry) => ReactNode;
  create: ReactNode;
}) {
  const page = (content: ReactNode) => (
    <PageContainer size="md">
      <PageHeader {...header} />
      {content}
    </PageContainer>
  );
  if (done) return page(done);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return page(<LoadFailedAlert title={failedTitle} query={query} />);
  if (entry) return edit(entry);
  return page(create);
}
