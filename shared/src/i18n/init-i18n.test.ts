import { i18n, initI18n, changeLanguage, currentLanguage } from '.';

describe('initI18n', () => {
  beforeAll(() => {
    localStorage.clear();
  });

  it('loads only the namespaces asked for, then others on demand', async () => {
    await initI18n({ namespaces: ['common'] });
    expect(i18n.t('common:validation.fillAllFields')).toBe('Please fill in all fields!');
    expect(i18n.hasResourceBundle('en', 'learning')).toBe(false);
    await i18n.loadNamespaces('public');
    expect(i18n.t('public:instructors.title')).toBe('Our instructors');
  });

  it('retries catalog reads 5 times from 350 ms, at most 10 at once (SPEC 7)', async () => {
    await initI18n();
    expect(i18n.options.maxRetries).toBe(5);
    expect(i18n.options.retryTimeout).toBe(350);
    expect(i18n.options.maxParallelReads).toBe(10);
  });

  it('switches language, caches the choice and reports it', async () => {
    await initI18n();
    await changeLanguage('kk');
    await i18n.loadNamespaces('common');
    expect(currentLanguage()).toBe('kk');
    expect(localStorage.getItem('i18nextLng')).toBe('kk');
    expect(i18n.t('common:validation.passwordsDoNotMatch')).toBe('Құпиясөздер сәйкес келмейді!');
  });
});
