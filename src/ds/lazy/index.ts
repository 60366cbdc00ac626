export { LazyBody, type LazyBodyProps } from './lazy-body';
export { raisingPreloadError } from './preload-error';
