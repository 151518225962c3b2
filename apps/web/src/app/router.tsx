import { createBrowserRouter } from 'react-router';
import { setSessionEndNavigator } from '../lib/session-end';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);

setSessionEndNavigator((path) => void router.navigate(path, { replace: true }));
