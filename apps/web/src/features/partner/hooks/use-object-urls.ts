import { useEffect, useMemo } from 'react';

/** Preview URLs for picked files, released when the files change or the form closes. */
export function useObjectUrls(files: readonly File[]): Map<File, string> {
  const urls = useMemo(() => {
    const map = new Map<File, string>();
    if (typeof URL.createObjectURL !== 'function') return map;
    for (const file of files) map.set(file, URL.createObjectURL(file));
    return map;
  }, [files]);
  useEffect(
    () => () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}
