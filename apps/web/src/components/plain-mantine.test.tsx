import { ActionIcon, Anchor, Badge, Group, Stack } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '@/test/mantine-markup';
import { PlainActionIcon, PlainAnchorButton, PlainBadge, PlainGroup, PlainStack } from './plain-mantine';

const icon = <svg aria-hidden />;

describe('plain Mantine markup', () => {
  it.each([undefined, 'gray', 'red'] as const)(
    'PlainActionIcon is a subtle ActionIcon (color %s)',
    (color) => {
      expect(
        markup(
          <PlainActionIcon color={color} aria-label="View details of Asha" title="View details">
            {icon}
          </PlainActionIcon>,
        ),
      ).toEqual(
        markup(
          <ActionIcon variant="subtle" color={color} aria-label="View details of Asha" title="View details">
            {icon}
          </ActionIcon>,
        ),
      );
    },
  );

  it('PlainAnchorButton is an Anchor drawn as a button', () => {
    expect(
      markup(
        <PlainAnchorButton fw={500} title="Asha">
          Asha Rao
        </PlainAnchorButton>,
      ),
    ).toEqual(
      markup(
        <Anchor component="button" type="button" size="sm" fw={500} ta="left" title="Asha">
          Asha Rao
        </Anchor>,
      ),
    );
  });

  it.each(['teal', 'yellow', 'red'] as const)('PlainBadge is a light Badge (color %s)', (color) => {
    const root = { overflow: 'visible', flexShrink: 0 } as const;
    expect(
      markup(
        <PlainBadge
          color={color}
          radius="sm"
          style={{ ...root, textTransform: 'none' }}
          labelStyle={{ overflow: 'visible' }}
          role="status"
          aria-label="Booking status"
        >
          Active
        </PlainBadge>,
      ),
    ).toEqual(
      markup(
        <Badge
          variant="light"
          color={color}
          radius="sm"
          tt="none"
          styles={{ root, label: { overflow: 'visible' } }}
          role="status"
          aria-label="Booking status"
        >
          Active
        </Badge>,
      ),
    );
  });

  it('PlainGroup is a Group, with its defaults and with props', () => {
    expect(markup(<PlainGroup>{icon}</PlainGroup>)).toEqual(markup(<Group>{icon}</Group>));
    expect(
      markup(
        <PlainGroup gap={4} justify="flex-end" wrap="nowrap" className="row-actions">
          {icon}
        </PlainGroup>,
      ),
    ).toEqual(
      markup(
        <Group gap={4} justify="flex-end" wrap="nowrap" className="row-actions">
          {icon}
        </Group>,
      ),
    );
  });

  it('PlainStack is a Stack, with its defaults and with props', () => {
    expect(markup(<PlainStack>{icon}</PlainStack>)).toEqual(markup(<Stack>{icon}</Stack>));
    expect(
      markup(
        <PlainStack gap={4} align="flex-start">
          {icon}
        </PlainStack>,
      ),
    ).toEqual(
      markup(
        <Stack gap={4} align="flex-start">
          {icon}
        </Stack>,
      ),
    );
  });
});
