import { Group, type MantineColor } from '@mantine/core';
import { type CandidateRuleResult, candidateHardRules } from '@seva/contract';
import { StatusBadge } from '@/components/status-badge';

const HARD_RULES: ReadonlySet<string> = new Set(candidateHardRules);

/**
 * The chips a row shows (docs/product/dispatch.md#reason-chips): the hard rules it fails first (the ones
 * it passes go without saying), then every ranking rule, in the API's order.
 */
export function visibleReasons(reasons: readonly CandidateRuleResult[]): CandidateRuleResult[] {
  return [
    ...reasons.filter((r) => HARD_RULES.has(r.code) && !r.ok),
    ...reasons.filter((r) => !HARD_RULES.has(r.code)),
  ];
}

/** Green when the rule is met; red for a failed hard rule (it cannot be assigned), grey for a ranking rule missed. */
function chipColor(reason: CandidateRuleResult): MantineColor {
  if (reason.ok) return 'green';
  return HARD_RULES.has(reason.code) ? 'red' : 'gray';
}

/** Why a vendor ranks where it does, one chip per rule, the text as the API words it. */
export function CandidateReasonChips({ reasons }: { reasons: readonly CandidateRuleResult[] }) {
  const shown = visibleReasons(reasons);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} role="list" aria-label="Ranking reasons">
      {shown.map((reason) => (
        <StatusBadge key={reason.code} role="listitem" color={chipColor(reason)}>
          {reason.text}
        </StatusBadge>
      ))}
    </Group>
  );
}
