/**
 * A flyout body loaded on demand (src/shared/on-demand.ts): the body once its module is there,
 * else the busy state (aria-busy, the translated "loading" text) a panel shows when the import
 * takes longer than the flyout waits for it (use-flyout.ts, LAZY_BODY_BUSY_AFTER_MS). Rendered
 * means a shopper asked for it: it starts the import itself when nothing did before.
 */
import { useEffect, type ComponentType, type ReactElement } from 'react';
import type { OnDemandModule } from '../../shared/on-demand';
import { useOnDemand } from '../../shared/on-demand';
import { useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import css from './lazy-body.css?inline';

export interface LazyBodyProps<TProps extends object> {
  /** The body's component, imported on intent. */
  readonly body: OnDemandModule<ComponentType<TProps>>;
  /** What the body is rendered with. */
  readonly props: TProps;
}

export function LazyBody<TProps extends object>({
  body,
  props,
}: LazyBodyProps<TProps>): ReactElement {
  useStyles(css);
  const t = useTranslate();
  const { module: Body, load } = useOnDemand(body);
  useEffect(() => {
    if (!Body) load();
  }, [Body, load]);
  if (Body) return <Body {...props} />;
  return (
    <p className="lazy-body" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
