/**
 * Saves text as a file download in the browser (the CSV export arrives inside JSON, since the call needs the
 * admin's Bearer token and a plain link could not carry it).
 */
export function saveTextFile(fileName: string, contentType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
