import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });
