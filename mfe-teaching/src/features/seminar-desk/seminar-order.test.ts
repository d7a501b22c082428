import { seminarPage, staffSeminar } from '../../testing/samples';
import { compareSeminars, placeSeminar } from './seminar-order';

const early = staffSeminar({ id: 1, title: 'Early', date: '2026-12-01', time: '18:00:00' });
const middle = staffSeminar({ id: 2, title: 'Middle', date: '2026-12-08', time: '18:00:00' });
const late = staffSeminar({ id: 3, title: 'Late', date: '2026-12-15', time: '18:00:00' });
const titles = (page: { results: { title: string }[] }) => page.results.map((seminar) => seminar.title);

describe('the staff list order (the API’s ORDER BY date, time, id)', () => {
  it('sorts by date, then time, then id', () => {
    const sameDayEarlier = staffSeminar({ id: 9, date: '2026-12-08', time: '09:30:00' });
    const sameMomentLaterId = staffSeminar({ id: 5, date: '2026-12-08', time: '18:00:00' });
    expect([late, sameMomentLaterId, middle, sameDayEarlier, early].sort(compareSeminars)).toEqual([
      early,
      sameDayEarlier,
      middle,
      sameMomentLaterId,
      late,
    ]);
  });
});

describe('placing a saved seminar on the page shown', () => {
  it('puts a new seminar at its date among the listed ones and counts it', () => {
    const added = staffSeminar({ id: 20, title: 'New', date: '2026-12-10', time: '10:00:00' });
    const page = placeSeminar(seminarPage([early, middle, late]), added);
    expect(titles(page)).toEqual(['Early', 'Middle', 'New', 'Late']);
    expect(page.count).toBe(4);
  });

  it('puts a new seminar first or last when it is the earliest or the latest', () => {
    const first = staffSeminar({ id: 21, title: 'First', date: '2026-11-30' });
    const last = staffSeminar({ id: 22, title: 'Last', date: '2027-01-10' });
    expect(titles(placeSeminar(seminarPage([early, late]), first))).toEqual(['First', 'Early', 'Late']);
    expect(titles(placeSeminar(seminarPage([early, late]), last))).toEqual(['Early', 'Late', 'Last']);
    expect(titles(placeSeminar(seminarPage([]), last))).toEqual(['Last']);
  });

  it('moves an edited seminar whose date changed, without counting it twice', () => {
    const moved = { ...early, date: '2026-12-20' };
    const page = placeSeminar(seminarPage([early, middle, late]), moved);
    expect(titles(page)).toEqual(['Middle', 'Late', 'Early']);
    expect(page.count).toBe(3);
  });

  it('leaves out a seminar that belongs to another page, but counts it', () => {
    const paged = { count: 30, next: '?page=3', previous: '?page=1', results: [middle] };
    const earlier = staffSeminar({ id: 23, title: 'Earlier', date: '2026-11-01' });
    const later = staffSeminar({ id: 24, title: 'Later', date: '2027-02-01' });
    expect(placeSeminar(paged, earlier)).toEqual({ ...paged, count: 31 });
    expect(placeSeminar(paged, later)).toEqual({ ...paged, count: 31 });
    // The last page takes a later one; the first page takes an earlier one.
    expect(titles(placeSeminar({ ...paged, next: null }, later))).toEqual(['Middle', 'Later']);
    expect(titles(placeSeminar({ ...paged, previous: null }, earlier))).toEqual(['Earlier', 'Middle']);
  });

  it('drops an edited seminar from this page when its new date belongs to another page', () => {
    const paged = { count: 30, next: '?page=2', previous: null, results: [early, middle] };
    const page = placeSeminar(paged, { ...early, date: '2027-03-01' });
    expect(titles(page)).toEqual(['Middle']);
    expect(page.count).toBe(30);
  });
});
