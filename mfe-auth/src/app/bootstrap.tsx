import { NAMESPACE } from '../locales';
import { startStandalone } from '@academy/shared/standalone';
import { standaloneRoutes } from './routes';

void startStandalone({ remoteName: 'mfe_auth', namespace: NAMESPACE, routes: standaloneRoutes });
