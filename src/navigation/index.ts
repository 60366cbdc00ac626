export { hasNavigationDrawer, Navigation, type NavigationProps } from './navigation';
