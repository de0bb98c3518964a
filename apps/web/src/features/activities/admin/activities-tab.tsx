import { Tabs } from '@mantine/core';
import { IconMountain, IconSailboat } from '@tabler/icons-react';
import { PaddleManagement } from './paddle-management.tsx';
import { useText } from './texts.ts';
import { TripsManagement } from './trips-management.tsx';

/** Activities: two sub-tabs, Paddle Management and Trips Management. */
export function ActivitiesTab() {
  const t = useText();
  return (
    <Tabs defaultValue="paddle" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="paddle" leftSection={<IconSailboat size={16} />}>
          {t('activities.admin.paddleManagement')}
        </Tabs.Tab>
        <Tabs.Tab value="trips" leftSection={<IconMountain size={16} />}>
          {t('activities.admin.tripsManagement')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="paddle">
        <PaddleManagement />
      </Tabs.Panel>
      <Tabs.Panel value="trips">
        <TripsManagement />
      </Tabs.Panel>
    </Tabs>
  );
}
