import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder, which jsdom leaves out; jsdom does not scroll either.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = jest.fn();
