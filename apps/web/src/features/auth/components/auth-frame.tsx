import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './auth-frame.module.css';

/** The signed-out pages' frame: the product's promise beside a focused form card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.frame}>
      <Box className={classes.story} visibleFrom="md">
        <Stack gap="lg" maw={440}>
          <IconPlant2 size={48} stroke={1.5} />
          <Title order={2} fz={40} lh={1.1}>
            Community Hub
          </Title>
          <Text fz="xl" fw={500}>
            Where Growth Begins, From Within.
          </Text>
          <Text opacity={0.85}>
            Jobs and internships from your neighbours, a professional directory, training, local offers and
            activities: for the residents of our compound.
          </Text>
        </Stack>
      </Box>
      <Center className={classes.formSide}>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={460}>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
