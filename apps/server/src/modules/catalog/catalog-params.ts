import { z } from 'zod';
import { zObjectId } from '@sokoni/domain/contracts/common';

/** Ids are stored in lower case; an id typed in capitals still finds its row. */
export const zId = (label: string) => zObjectId(label).transform((s) => s.toLowerCase());

export const IdParams = z.object({ id: zId('id') });
