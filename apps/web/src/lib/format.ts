export { formatKsh } from '@sokoni/domain/money';
