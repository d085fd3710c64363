import type { ProblemKind, ProblemStatus } from '@sokoni/domain/contracts/problems';

export const KIND_LABEL: Record<ProblemKind, string> = {
  missing_item: 'Missing item',
  wrong_item: 'Wrong item',
  damaged: 'Damaged or spilled',
  late: 'Late',
  driver_behaviour: "Driver's behaviour",
  other: 'Something else',
};

export const STATUS_LABEL: Record<ProblemStatus, string> = {
  open: 'Waiting for an answer',
  answered: 'The shop answered',
  resolved: 'Resolved',
  rejected: 'Not accepted',
};

/** Kinds about particular items: the form asks which ones. */
export const KINDS_ABOUT_ITEMS: readonly ProblemKind[] = ['missing_item', 'wrong_item', 'damaged'];
