import { navigateTo, setNavigate } from './navigate';

it('uses the registered router navigate', () => {
  const navigate = jest.fn();
  const unregister = setNavigate(navigate);
  navigateTo('/signin', { replace: true });
  expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  unregister();
});

it('keeps a newer registration when an older one unregisters', () => {
  const older = jest.fn();
  const newer = jest.fn();
  const unregisterOlder = setNavigate(older);
  const unregisterNewer = setNavigate(newer);
  unregisterOlder();
  navigateTo('/');
  expect(newer).toHaveBeenCalledWith('/', undefined);
  expect(older).not.toHaveBeenCalled();
  unregisterNewer();
});
