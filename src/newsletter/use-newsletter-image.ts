import { useEffect, useState, type RefObject } from 'react';
import { getNewsletterImage, type NewsletterImage } from './newsletter.logic';

/**
 * spec footer §2, §9: the image for the width the element is given (its root's content box, the
 * box its container queries measure), not the window's: a form in a 320 px sidebar on a desktop
 * screen shows none. An <img> that is never rendered is never downloaded, so the image waits for
 * the first measurement, and an element without a size (display: none) loads none. The layout
 * keeps the image's place from its container queries, so the image arriving a frame after the
 * first render moves nothing.
 */
export function useNewsletterImage(
  root: RefObject<HTMLElement | null>,
): NewsletterImage | undefined {
  const [image, setImage] = useState<NewsletterImage | undefined>(undefined);
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      // one of two constant images or none: a width that keeps the choice renders nothing
      if (entry) setImage(getNewsletterImage(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  return image;
}
