import { Alert, Button } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageContainer } from './page-container.tsx';
import { PageHeader } from './page-header.tsx';

/** Says plainly that a page is a placeholder: its feature is planned but not built yet. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <Alert variant="light" icon={<IconTools />} title="Placeholder: not built yet" maw={640}>
        This page is a placeholder. The {title} feature has not been built yet, so there is nothing to show or
        do here for now.
        <Button component={Link} to="/" variant="light" mt="md" display="block" w="fit-content">
          Back to Home
        </Button>
      </Alert>
    </PageContainer>
  );
}
