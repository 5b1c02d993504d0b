/** The partner embed: the band's gig list alone, for a venue's own page. */
import type { WidgetOptions } from '../domain/options';
import { SitePath } from '../domain/siteUrls';
import { useBandData } from './BandDataContext';
import { GigSections } from './GigSections';
import { useNow } from './useNow';

export function GigListView({ options, now: fixedNow }: { options: WidgetOptions; now?: Date | undefined }) {
  const now = useNow(fixedNow);
  const { band } = useBandData();
  // The partner's page has no routes of ours: links go to the band's own site.
  const contactHref = `${band.siteUrl}${SitePath.Kontakt}`;
  return (
    <div className="giglist">
      {/* headings: 'none' – the partner's page brings its own heading; the lists are named all the same. */}
      {options.headings === 'show' && <h2 className="giglist-title">Live-Termine von {band.name}</h2>}
      <GigSections now={now} selection={options} level={options.headings === 'show' ? 3 : null} contactHref={contactHref} />
      <p className="giglist-more">
        <a href={contactHref}>{band.name} für Ihre Feier buchen</a>
      </p>
    </div>
  );
}
