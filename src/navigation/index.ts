export { Navigation, type NavigationProps } from './navigation';
