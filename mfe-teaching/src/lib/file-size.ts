import type { Language } from '@academy/shared';

const MEGABYTE = 1024 * 1024;

/**
 * A size limit in the reader's language, in megabytes as the API counts them (LECTURE_VIDEO_MAX_MB:
 * 1 MB = 1024 × 1024 bytes), or in gigabytes from 1024 MB: "500 MB", "1.5 GB", "500 МБ".
 */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes / MEGABYTE;
  const [value, unit] = megabytes >= 1024 ? [megabytes / 1024, 'gigabyte'] : [megabytes, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
