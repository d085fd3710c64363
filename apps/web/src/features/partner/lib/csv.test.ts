import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvBlob, toCsv, type CsvColumn } from './csv.ts';

interface Row {
  customer: string;
  items: string;
  total: number;
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it the way a browser would. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Items', value: (r) => r.items },
  { header: 'Total (KES)', value: (r) => r.total.toFixed(2) },
];

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks so a spreadsheet reads the same rows back', () => {
    const rows: Row[] = [
      { customer: 'Kamau, Wanjiku', items: '2 × Pizza "Big Mama"; 1 × Juice', total: 1250 },
      { customer: 'Otieno', items: 'Chapati\nwith beans', total: 80.5 },
      { customer: 'Achieng’ Njeri', items: 'Nyama choma', total: 0 },
    ];
    const csv = toCsv(rows, COLUMNS);

    expect(csv.split('\r\n')[0]).toBe('Customer,Items,Total (KES)');
    expect(csv).toContain('"Kamau, Wanjiku","2 × Pizza ""Big Mama""; 1 × Juice",1250.00');
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Customer', 'Items', 'Total (KES)'],
      ['Kamau, Wanjiku', '2 × Pizza "Big Mama"; 1 × Juice', '1250.00'],
      ['Otieno', 'Chapati\nwith beans', '80.50'],
      ['Achieng’ Njeri', 'Nyama choma', '0.00'],
    ]);
  });

  it('never lets a cell start a spreadsheet formula', () => {
    const csv = toCsv([{ customer: '=HYPERLINK("http://x","y")', items: '+254 712 345 678', total: 1 }], COLUMNS);
    const [, row] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(row?.[0]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(row?.[1]).toBe(`'+254 712 345 678`);
  });

  it('writes only the header for an empty list', () => {
    expect(toCsv([], COLUMNS).trim()).toBe('Customer,Items,Total (KES)');
  });

  it('saves UTF-8 with a byte-order mark so Excel shows Kenyan names and × correctly', async () => {
    const bytes = await bytesOf(csvBlob('Customer\r\nNjeri ×'));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Customer\r\nNjeri ×');
  });
});
