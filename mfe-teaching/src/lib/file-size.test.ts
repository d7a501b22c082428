import { formatFileSize } from './file-size';

it('writes a limit in megabytes, or gigabytes from 1024 MB, in the reader’s language', () => {
  expect(formatFileSize(500 * 1024 * 1024, 'en')).toBe('500 MB');
  expect(formatFileSize(1536 * 1024 * 1024, 'en')).toBe('1.5 GB');
  expect(formatFileSize(50 * 1024 * 1024, 'ru')).toBe('50 МБ');
  expect(formatFileSize(1024 * 1024 + 1, 'en')).toBe('1 MB');
});
