import { ROSTER_CERTIFICATE_FILTERS, ROSTER_ESSAY_FILTERS, ROSTER_SORTS } from './roster-options';

describe('the roster’s sort keys and filters', () => {
  it('start with the default the API applies when none is given', () => {
    expect(ROSTER_SORTS[0]).toBe('name');
    expect(ROSTER_ESSAY_FILTERS[0]).toBe('any');
    expect(ROSTER_CERTIFICATE_FILTERS[0]).toBe('any');
  });

  it('offer each sort both ways, the ascending one first', () => {
    const ascending = ROSTER_SORTS.filter((key) => !key.startsWith('-'));
    expect(ROSTER_SORTS).toEqual(ascending.flatMap((key) => [key, `-${key}`]));
  });

  it('name each value once', () => {
    for (const list of [ROSTER_SORTS, ROSTER_ESSAY_FILTERS, ROSTER_CERTIFICATE_FILTERS])
      expect(new Set(list).size).toBe(list.length);
  });
});
