import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BulkResult } from '@seva/contract';
import { BulkTexts } from '@/components/bulk-action-bar';

interface BulkOutcome {
  results: readonly BulkResult[];
  /** What the summary calls a row (a vendor's name, `Complaint #12`). */
  nameOf: (id: number) => string;
  /** The notice for the rows done, e.g. `3 vendors approved.`; nothing is shown when none was. */
  done: (n: number) => string;
}

/**
 * Tells how a bulk action went (docs/product/vendors.md#bulk-actions): a notice for the rows done and a
 * red notification listing each row not done with the server's reason. A bulk action starts from a list
 * and closes its confirmation, so nothing stays open to hold the message (docs/guiding-principles.md).
 * Answers the number of rows done.
 */
export function showBulkOutcome({ results, nameOf, done }: BulkOutcome): number {
  const failed = results.filter((result) => !result.ok);
  const doneCount = results.length - failed.length;
  if (doneCount > 0) notifications.show({ color: 'teal', message: done(doneCount) });
  if (failed.length > 0) {
    notifications.show({
      color: 'red',
      autoClose: false,
      title: BulkTexts.notDone(failed.length),
      message: (
        <List size="sm" spacing={2}>
          {failed.map((result) => (
            <List.Item key={result.id}>
              <Text span size="sm" fw={500}>
                {nameOf(result.id)}
              </Text>
              : {result.ok ? '' : result.message}
            </List.Item>
          ))}
        </List>
      ),
    });
  }
  return doneCount;
}
