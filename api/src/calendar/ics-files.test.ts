import ICAL from 'ical.js';
import { SEMINAR_MINUTES, calendarFile, seminarStartsAt } from './ics-files';

const seminar = {
  id: 7,
  title: 'Line one\nline two\r\nline three\rline four; a, b \\ Төрелік 仲裁',
  date: '2030-01-01',
  time: '02:00:00',
  teacher_name: 'Dana, "the" Teacher',
  link: 'https://meet.example.test/x',
  cancelled_at: null,
  sequence: 3,
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('calendar files', () => {
  it("reads a seminar's date and time on the academy's clock: 02:00 on 1 January is 21:00 UTC the day before", () => {
    expect(seminarStartsAt(seminar).toISOString()).toBe('2029-12-31T21:00:00.000Z');
  });

  it('escapes commas, semicolons, backslashes and every kind of line break, and keeps non-Latin text', () => {
    const text = calendarFile({
      host: 'api.test',
      writtenAt: new Date('2029-06-01T00:00:00Z'),
      seminars: [seminar],
      openings: [],
    });
    // Every line of the file is a content line: no lone CR or LF inside a value.
    expect(text.split('\r\n').every((line) => !/[\r\n]/.test(line))).toBe(true);
    const [event] = parsed(text);
    expect(event?.summary).toBe('Line one\nline two\nline three\nline four; a, b \\ Төрелік 仲裁');
    expect(event?.description).toBe('Teacher: Dana, "the" Teacher\nhttps://meet.example.test/x');
    expect(event?.sequence).toBe(3);
    expect(event?.duration.toSeconds()).toBe(SEMINAR_MINUTES * 60);
    expect(text).toContain('DTSTAMP:20290601T000000Z');
  });

  it("places a topic opening on the academy's date, all day and free: 20:00 UTC is the next day at UTC+5", () => {
    const text = calendarFile({
      name: 'Mine',
      host: 'api.test',
      writtenAt: new Date(),
      seminars: [],
      openings: [
        {
          topic_id: 4,
          position: 2,
          title: 'Consent',
          course_title: 'Arbitration',
          opens_at: new Date('2030-02-28T20:00:00Z'),
        },
      ],
    });
    const [event] = parsed(text);
    expect(event?.uid).toBe('topic-4-opening@api.test');
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2030-03-01');
    expect(event?.endDate.toString()).toBe('2030-03-02');
    expect(event?.summary).toBe('Topic 2 opens: Consent');
    expect(event?.description).toBe('Arbitration: topic 2 opens at 01:00 (UTC+5).');
    expect(text).toContain('TRANSP:TRANSPARENT');
    expect(text).toContain('X-WR-CALNAME:Mine');
  });
});
