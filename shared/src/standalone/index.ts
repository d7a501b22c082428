export { StandaloneApp, type StandaloneAppProps, type StandaloneRoute } from './StandaloneApp';
export { startStandalone } from './start-standalone';
export { standaloneRoutesFrom, type RouteAccess, type RouteDeclaration } from './route-declarations';
export { signInFirst, StandaloneSignIn, type StandaloneSignInTexts } from './StandaloneSignIn';
