import { NAMESPACE } from '../locales';
import { startStandalone } from '@academy/shared/standalone';
import { standaloneRoutes } from './routes';

void startStandalone({ remoteName: 'mfe_teaching', namespace: NAMESPACE, routes: standaloneRoutes });
