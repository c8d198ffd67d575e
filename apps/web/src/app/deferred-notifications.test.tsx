import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredNotifications } from './deferred-notifications';

describe('DeferredNotifications', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it('renders nothing until the first notification, then shows it', async () => {
    render(
      <MantineProvider env="test">
        <DeferredNotifications />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ title: 'Saved', message: 'The plan was added.' });
    });

    expect(await screen.findByText('The plan was added.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
