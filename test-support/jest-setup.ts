import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A file's first lazy screen is compiled on its first import; on CI's two cores, shared by jest's
// workers, that alone has taken longer than the library's 1 s default for findBy and waitFor
// (mfe-public's StandaloneApp.test.tsx). Waits end as soon as what they wait for is there, so only a
// failing wait takes longer; 4 s stays inside jest's 5 s test timeout.
configure({ asyncUtilTimeout: 4000 });
