/**
 * The part of webvtt-parser (W3C's webvtt.js, the parser of the W3C WebVTT validator) that
 * captions/webvtt.ts uses: it ships no types of its own.
 */
declare module 'webvtt-parser' {
  export interface WebVTTError {
    message: string;
    /** 1-based line of the input the parser was on. */
    line: number;
    col?: number;
  }

  export interface WebVTTCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }

  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(
      input: string,
      mode?: 'metadata' | 'chapters',
    ): { cues: WebVTTCue[]; errors: WebVTTError[]; styles: string[] };
  }

  export class WebVTTCueTimingsAndSettingsParser {
    constructor(line: string, errorHandler: (message: string, col?: number) => void);
    parse(cue: Partial<WebVTTCue>, previousCueStart: number): true | undefined;
  }

  export class WebVTTCueTextParser {
    constructor(
      text: string,
      errorHandler: (message: string, col?: number) => void,
      mode: 'metadata' | 'chapters' | undefined,
      entities: Record<string, string>,
    );
    parse(cueStart: number, cueEnd: number): unknown;
  }
}
