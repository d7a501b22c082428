export { API, fakeApi, json, type FakeCall, type FakeHandler } from '@academy/shared/testing';
