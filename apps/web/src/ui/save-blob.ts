/** Has the browser save a blob as a download named `name`, through a temporary link. */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
