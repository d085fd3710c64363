import type { ProblemKind, ProblemStatus } from '@sokoni/domain/contracts/problems';
import { i18n } from '../../i18n/i18n.ts';

/** What went wrong, in the screen's language. */
export const kindLabel = (kind: ProblemKind): string => i18n.t(`problems:kind.${kind}`);

/** Where a report stands, in the screen's language. */
export const problemStatusLabel = (status: ProblemStatus): string => i18n.t(`problems:status.${status}`);

/** Kinds about particular items: the form asks which ones. */
export const KINDS_ABOUT_ITEMS: readonly ProblemKind[] = ['missing_item', 'wrong_item', 'damaged'];
