import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back from an administrators' page (Mail, Audit, Insights, My account) to the dashboard. */
export function BackToDashboard() {
  return (
    <Anchor
      component={Link}
      to="/admin"
      size="sm"
      mb="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} /> Admin Dashboard
    </Anchor>
  );
}
