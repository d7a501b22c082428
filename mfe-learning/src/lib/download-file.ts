/**
 * Saves a file under the name the course gives it (`material_name`). The `download` attribute alone is
 * ignored for another origin (the API's media), so the file is fetched and saved from a blob; when
 * that fails (offline, no CORS), the browser simply opens the URL.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}

/** A material is shown in the page when it is a PDF (by its name or the path of its URL). */
export function isPdf(url: string, name: string): boolean {
  if (/\.pdf$/i.test(name.trim())) return true;
  try {
    return /\.pdf$/i.test(new URL(url, 'http://localhost').pathname);
  } catch {
    return false;
  }
}
