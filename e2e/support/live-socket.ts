import type { Page } from '@playwright/test';

/**
 * Resolves once the page's socket (chat and live events) has moved from polling to WebSocket (engine.io's
 * upgrade packet): it is connected and in the admins' room by then, so an event sent now reaches the page.
 * Call it before the navigation that opens the socket.
 */
export function websocketUpgrade(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framesent', (frame) => {
        if (frame.payload === '5') resolve();
      });
    });
  });
}
