import { checkCaptions, detectCaptions } from './webvtt';

const vtt = (...lines: string[]) => Buffer.from(['WEBVTT', '', ...lines, ''].join('\n'));

describe('checkCaptions', () => {
  it('accepts WebVTT’s own cue tags, entities, tags across lines, a BOM and CRLF', () => {
    const text =
      '\ufeffWEBVTT - lecture 1\r\n\r\nSTYLE\r\n::cue { color: red }\r\n\r\n' +
      '00:01.000 --> 00:03.000\r\n<c.loud>Loud</c> <b>bold</b> <u>u</u> &amp; <lang kk>сәлем</lang>\r\n\r\n' +
      '00:03.000 --> 00:06.000\r\n<i>two\r\nlines</i> <ruby>漢<rt>kan</rt></ruby> <00:04.000>later\r\n';
    const checked = checkCaptions(Buffer.from(text), 'vtt', 60);
    expect(checked).toEqual({
      ok: true,
      cues: 2,
      vtt:
        'WEBVTT\n\n00:01.000 --> 00:03.000\n<c.loud>Loud</c> <b>bold</b> <u>u</u> &amp; <lang kk>сәлем</lang>\n\n' +
        '00:03.000 --> 00:06.000\n<i>two\nlines</i> <ruby>漢<rt>kan</rt></ruby> <00:04.000>later\n',
    });
  });

  it('names each refused line, at most ten', () => {
    const cues = Array.from({ length: 12 }, (_, index) => [
      `00:00:0${index % 10}.000 -> 00:00:09.000`,
      'x',
      '',
    ]);
    const checked = checkCaptions(vtt(...cues.flat()), 'vtt', 0);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toHaveLength(10);
    expect(checked.problems[0]).toEqual({ kind: 'captionBadTiming', line: 3 });
    expect(checked.problems[1]).toEqual({ kind: 'captionBadTiming', line: 6 });
  });

  it('finds the tag of another name among a cue’s lines', () => {
    const checked = checkCaptions(
      vtt('00:01.000 --> 00:02.000', 'fine', '<i>fine</i>', 'bad <u>a</u><iframe>'),
      'vtt',
      0,
    );
    expect(checked).toEqual({ ok: false, problems: [{ kind: 'captionMarkup', line: 6 }] });
  });

  it('refuses an unclosed tag and a stray less-than sign', () => {
    expect(checkCaptions(vtt('00:01.000 --> 00:02.000', '<i>open'), 'vtt', 0)).toEqual({
      ok: false,
      problems: [{ kind: 'captionMarkup', line: 4 }],
    });
    expect(checkCaptions(vtt('00:01.000 --> 00:02.000', 'a < b'), 'vtt', 0)).toEqual({
      ok: false,
      problems: [{ kind: 'captionMarkup', line: 4 }],
    });
  });

  it('names a missing signature at line 1', () => {
    expect(checkCaptions(Buffer.from('WEBVTX\n\n00:01.000 --> 00:02.000\nA\n'), 'vtt', 0)).toMatchObject({
      ok: false,
      problems: [{ kind: 'captionMalformed', line: 1 }],
    });
  });

  it('takes a cue ending at the end of the video, within the rounding of its stored minutes', () => {
    expect(checkCaptions(vtt('00:59.000 --> 01:00.000', 'end'), 'vtt', 60)).toMatchObject({ ok: true });
    // 0.3 s: half of the 0.01 minute that lectures.duration keeps.
    expect(checkCaptions(vtt('00:59.000 --> 01:00.300', 'end'), 'vtt', 60)).toMatchObject({ ok: true });
    expect(checkCaptions(vtt('00:59.000 --> 01:00.301', 'end'), 'vtt', 60)).toEqual({
      ok: false,
      problems: [{ kind: 'captionPastEnd', line: 3, end: '01:00.301', minutes: 1 }],
    });
  });
});

describe('detectCaptions', () => {
  it('tells WebVTT and SRT by their first line', () => {
    expect(detectCaptions(Buffer.from('WEBVTT\n'))).toBe('vtt');
    expect(detectCaptions(Buffer.from('\ufeffWEBVTT Kind: captions\n'))).toBe('vtt');
    expect(detectCaptions(Buffer.from('1\r\n00:00:01,000 --> 00:00:02,000'))).toBe('srt');
    expect(detectCaptions(Buffer.from('WEBVTTX\n'))).toBeNull();
    expect(detectCaptions(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
