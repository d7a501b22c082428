import { api } from '@academy/shared';

/**
 * Saves a file under the name the course gives it (`material_name`). The `download` attribute alone is
 * ignored for another origin (the API's media), so the file is read through the kernel's client as a
 * Blob (the material's link is signed for this student; the API serves it at /media/) and saved from
 * that; when that fails (offline, a link that expired, no CORS), the browser simply opens the URL.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  try {
    const blob = await api.download(url, { fallback: 'materialDownload' });
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
