/** Averages: one decimal in headers, two inline (spec section 9). */
export const headerAverage = (average: number) => average.toFixed(1);
export const inlineAverage = (average: number) => average.toFixed(2);
export const reviewCountLabel = (count: number) => (count === 1 ? '1 Review' : `${count} Reviews`);
