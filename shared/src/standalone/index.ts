export { StandaloneApp } from './StandaloneApp';
export { startStandalone } from './start-standalone';
export { standaloneRoutesFrom } from './route-declarations';
export { signInFirst } from './StandaloneSignIn';
