export { TICKER_ADVANCE_MS, Ticker, getNextTickerScroll, type TickerProps } from './ticker';
