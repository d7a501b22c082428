// jsdom does not scroll (a test of the inlined scripts runs in node, without a window).
if (typeof window !== 'undefined') window.scrollTo = jest.fn();
