export { StandaloneApp, type StandaloneAppProps, type StandaloneRoute } from './StandaloneApp';
export { startStandalone } from './start-standalone';
