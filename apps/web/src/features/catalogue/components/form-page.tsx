import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CataloguePaths, CatalogueTexts } from '../texts';

interface FormPageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the add/edit screens: a heading, a way back to the list, and the form. */
export function FormPage({ title, subtitle, children }: FormPageProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="catalogue-form-heading">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={CataloguePaths.list} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              Service Category
            </Group>
          </Anchor>
          <Title order={1} size="h3" id="catalogue-form-heading">
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

export function FormLoading() {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{CatalogueTexts.loading}</Text>
      </Group>
    </Center>
  );
}

export function NotFoundText({ children }: { children: string }) {
  return (
    <Text role="alert" c="dimmed">
      {children}
    </Text>
  );
}
