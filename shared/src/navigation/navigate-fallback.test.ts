/**
 * @jest-environment node
 */
import { navigateTo, setNavigate } from './navigate';

it('falls back to a page load when no router is registered', () => {
  const assign = jest.fn();
  const scope = globalThis as { window?: unknown };
  scope.window = { location: { assign } };
  try {
    setNavigate(jest.fn())();
    navigateTo('/signin');
    expect(assign).toHaveBeenCalledWith('/signin');
  } finally {
    delete scope.window;
  }
});
