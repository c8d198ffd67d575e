import { StatusBadge } from '@/components/status-badge';
import { TwoStepTexts } from '../texts';

/** Whether two-step sign-in is on: `On` or `Off`, named as such for screen readers. */
export function TwoStepStatus({ on }: { on: boolean }) {
  const word = on ? TwoStepTexts.on : TwoStepTexts.off;
  return (
    <StatusBadge color={on ? 'teal' : 'gray'} role="status" aria-label={`${TwoStepTexts.heading}: ${word}`}>
      {word}
    </StatusBadge>
  );
}
