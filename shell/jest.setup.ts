// jsdom does not scroll.
window.scrollTo = jest.fn();
