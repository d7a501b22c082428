export { StandaloneApp, type StandaloneAppProps, type StandaloneRoute } from './StandaloneApp';
export { startStandalone } from './start-standalone';
export { standaloneRoutesFrom, type RouteDeclaration } from './route-declarations';
