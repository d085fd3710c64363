import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const TEMPLATE_FILE = join(root, '.tmp/pglite-template.tar');
