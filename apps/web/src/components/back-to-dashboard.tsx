import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import direction from '../i18n/direction.module.css';
import { useText } from '../i18n/language-provider.tsx';

/** The way back from an administrators' page (Mail, Audit, Insights, My account) to the dashboard. */
export function BackToDashboard() {
  const t = useText();
  return (
    <Anchor
      component={Link}
      to="/admin"
      size="sm"
      mb="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} className={direction.pointing} /> {t('backToDashboard.label')}
    </Anchor>
  );
}
