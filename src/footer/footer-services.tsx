/**
 * The footer's expandable panels (spec footer §2, §4): the service groups under the headline and
 * the popular-categories panel. How they start follows the mobile-client rule, and a resize
 * across it (767 px, or a platform change) starts them over: a mobile client starts with every
 * panel collapsed, a desktop with the service groups expanded and the categories collapsed. On
 * MATCH and SMARTPHONE a group's heading is only the disclosure button; elsewhere it is a link
 * with its own disclosure button beside it.
 *
 * The groups are not `region` landmarks: on a desktop all eight are open at once, which would
 * flood the page's landmarks (APG: avoid landmark proliferation).
 */
import { useState, type ReactElement } from 'react';
import type { HeadingLevel } from '../shared/heading-level';
import { ExpansionPanel, ExpansionPanelGroup } from '../ds/expansion-panel/index';
import type { FooterGroupView, FooterLinkView } from '../../stores/footer/index';
import { getInitiallyOpenGroups } from '../../stores/footer/footer.rules';
import { FooterIcon } from './footer-icons';

export function FooterLogoImage(props: {
  readonly src: string;
  readonly label: string;
  readonly width: number;
  readonly height: number;
}): ReactElement {
  return (
    <img
      className="footer__logo"
      src={props.src}
      alt={props.label}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function FooterLinkList({
  links,
  className,
  label,
}: {
  readonly links: readonly FooterLinkView[];
  readonly className: string;
  /** Names the list (the legal links). */
  readonly label?: string;
}): ReactElement {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link, index) => (
        <li key={index}>
          <a className="footer__link" href={link.href}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Open ids (derived state, no effect; spec footer §4): all start over when the mobile-client rule
 * changes; when the shown ids change (the reduced mode turned off on a page shows the
 * checkout-hidden groups again) the new ones start as the rule says and the others keep what the
 * visitor chose.
 */
function useStartingOver(ids: readonly string[], mobile: boolean) {
  const [shown, setShown] = useState({ ids, mobile });
  const [openIds, setOpenIds] = useState(() => getInitiallyOpenGroups(ids, mobile));
  if (shown.mobile !== mobile || shown.ids.join() !== ids.join()) {
    const same = shown.mobile === mobile;
    setShown({ ids, mobile });
    setOpenIds([
      ...(same ? openIds.filter((id) => ids.includes(id)) : []),
      ...getInitiallyOpenGroups(same ? ids.filter((id) => !shown.ids.includes(id)) : ids, mobile),
    ]);
  }
  return [openIds, setOpenIds] as const;
}

export function FooterServiceGroups(props: {
  readonly groups: readonly FooterGroupView[];
  readonly mobile: boolean;
  readonly headingsAreLinks: boolean;
  /** The groups' heading level: one below the headline. */
  readonly level: Exclude<HeadingLevel, 1 | 2>;
}): ReactElement {
  const { groups, mobile, headingsAreLinks } = props;
  const [openIds, setOpenIds] = useStartingOver(
    groups.map((group) => group.id),
    mobile,
  );
  return (
    <div className="footer__services" part="footer-services">
      <ExpansionPanelGroup
        multiple
        regions={false}
        modelValue={openIds}
        onChange={setOpenIds}
        headingLevel={props.level}
      >
        {groups.map((group) => {
          const href = headingsAreLinks ? group.headingHref : undefined;
          return (
            <ExpansionPanel
              key={group.id}
              id={group.id}
              heading={
                // the link variant underlines only on hover: a heading link is underlined anyway,
                // told from text without colour (issue 13; WCAG 1.4.1 Use of Color)
                href ? <span className="footer__group-link">{group.heading}</span> : group.heading
              }
              icon={group.iconName && <FooterIcon name={group.iconName} />}
              variantType="link"
              href={href}
            >
              {group.introductoryText !== '' && (
                <p className="footer__intro">{group.introductoryText}</p>
              )}
              {group.links.length > 0 && (
                <FooterLinkList links={group.links} className="footer__group-links" />
              )}
              {group.images.length > 0 && (
                <ul className="footer__group-images">
                  {group.images.map((image, index) => (
                    <li key={index}>
                      <FooterLogoImage src={image.src} label={image.label} width={48} height={24} />
                    </li>
                  ))}
                </ul>
              )}
            </ExpansionPanel>
          );
        })}
      </ExpansionPanelGroup>
    </div>
  );
}

export function FooterCategories(props: {
  readonly heading: string;
  readonly columns: readonly (readonly FooterLinkView[])[];
  readonly mobile: boolean;
  readonly level: Exclude<HeadingLevel, 1 | 6>;
}): ReactElement {
  // spec footer §4: collapsed at first on every client (nothing of no ids starts open); a resize
  // across the rule starts it over
  const [open, setOpen] = useStartingOver([], props.mobile);
  return (
    <div part="footer-categories">
      <ExpansionPanel
        heading={props.heading}
        headingLevel={props.level}
        // no landmark of its own: the footer is the landmark (see footer.tsx, Outline)
        region={false}
        expanded={open.length > 0}
        onExpandedChange={(expanded) => setOpen(expanded ? ['categories'] : [])}
      >
        <div className="footer__columns">
          {props.columns.map((column, index) => (
            <FooterLinkList key={index} links={column} className="footer__column" />
          ))}
        </div>
      </ExpansionPanel>
    </div>
  );
}
