/** Saves text the server produced (a CSV statement) as a file the browser downloads. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
