import type { MantineColor } from '@mantine/core';
import type { CandidateVendor } from '@seva/contract';
import { StatusBadge } from '@/components/status-badge';

/** Green from 70, yellow from 40, grey below (docs/product/dispatch.md#score). */
function scoreColor(score: number): MantineColor {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
  return 'gray';
}

/** The vendor's 0–100 fit for the booking, read out as "Score 82 of 100". */
export function CandidateScore({ score }: Pick<CandidateVendor, 'score'>) {
  return (
    <StatusBadge color={scoreColor(score)} aria-label={`Score ${score} of 100`}>
      {String(score)}
    </StatusBadge>
  );
}
