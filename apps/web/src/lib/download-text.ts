/** Saves `blob` under `fileName` through a temporary link (works without any server round trip). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let them finish before it is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text the server produced (a CSV statement) as a file the browser downloads. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(new Blob([text], { type }), fileName);
}
