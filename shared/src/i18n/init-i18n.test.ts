import { i18n, initI18n, changeLanguage, currentLanguage, registerNamespace, type Language } from '.';

const demoTexts: Record<Language, { greeting: string }> = {
  en: { greeting: 'Hello' },
  ru: { greeting: 'Привет' },
  kk: { greeting: 'Сәлем' },
};

describe('initI18n', () => {
  beforeAll(() => {
    localStorage.clear();
  });

  it('loads the kernel namespace and the registered ones asked for, no others', async () => {
    const loadEarly = jest.fn(async (language: Language) => ({ default: { early: `early ${language}` } }));
    await registerNamespace('early', loadEarly);
    expect(loadEarly).not.toHaveBeenCalled();
    await initI18n({ namespaces: ['early'] });
    expect(i18n.t('common:validation.fillAllFields')).toBe('Please fill in all fields!');
    expect(i18n.t('early:early')).toBe('early en');
    expect(i18n.hasResourceBundle('en', 'learning')).toBe(false);
  });

  it('reads a namespace registered while initI18n is under way as soon as the language is known', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('.');
      const load = jest.fn(async (language: Language) => ({ default: { during: `during ${language}` } }));
      const starting = fresh.initI18n();
      const registered = fresh.registerNamespace('during', load);
      expect(fresh.i18n.isInitialized).toBeFalsy();
      await registered;
      expect(load).toHaveBeenCalledWith('en');
      expect(fresh.i18n.t('during:during')).toBe('during en');
      await starting;
    });
  });

  it('adds a namespace from the loader its bundle registers, after start too', async () => {
    await initI18n();
    const load = jest.fn(async (language: Language) => demoTexts[language]);
    await registerNamespace('demo', load);
    expect(load).toHaveBeenCalledWith('en');
    expect(i18n.t('demo:greeting')).toBe('Hello');
  });

  it('retries catalog reads 5 times from 350 ms, at most 10 at once', async () => {
    await initI18n();
    expect(i18n.options.maxRetries).toBe(5);
    expect(i18n.options.retryTimeout).toBe(350);
    expect(i18n.options.maxParallelReads).toBe(10);
  });

  it('switches language, caches the choice, reports it and reloads registered namespaces in it', async () => {
    await initI18n();
    await changeLanguage('kk');
    expect(currentLanguage()).toBe('kk');
    expect(localStorage.getItem('i18nextLng')).toBe('kk');
    expect(i18n.t('common:validation.passwordsDoNotMatch')).toBe('Құпиясөздер сәйкес келмейді!');
    expect(i18n.t('demo:greeting')).toBe('Сәлем');
    expect(i18n.t('early:early')).toBe('early kk');
  });
});
