/** What one mounted element shows: the site or the gig list, guarded so an error never reaches the host. */
import { Component, type ReactNode } from 'react';
import type { WidgetOptions } from '../domain/options';
import type { BandData } from '../data/readData';
import { shippedBand } from '../data/shipped';
import { BandDataContext } from './BandDataContext';
import { App } from './App';
import { GigListView } from './GigListView';
import { KeptPicturesContext, type KeptPictures } from './keptPictures';
import { WholeLists } from './useWholeList';

interface GuardProps {
  children: ReactNode;
  /** Where the fallback link leads, and the band it names. */
  band: { name: string; siteUrl: string };
  /** Told once when rendering fails (mount puts the host's fallback content back and names the element); console.error otherwise. */
  onError?: ((error: unknown) => void) | undefined;
}

/**
 * Never a hole in the host's page: when rendering fails (the first render or a later one),
 * a <slot> shows the host's own fallback content, which mount puts back into the element;
 * where the host gave none, the slot's default content shows, a link to the band's site.
 */
class Guard extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };
  /** Set at once, not with the next render: every part that read the same broken data throws in one render, and one report is enough. */
  reported = false;
  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    if (!this.reported) (this.props.onError ?? console.error)(error);
    this.reported = true;
  }
  render() {
    if (!this.state.failed) return this.props.children;
    const { name, siteUrl } = this.props.band;
    return (
      <slot>
        <a href={siteUrl}>Zur Website von {name}</a>
      </slot>
    );
  }
}

export interface WidgetProps {
  options: WidgetOptions;
  /** Pins the time the gig rules use; the live clock when absent. */
  now?: Date;
  /** The band's data; the shipped data when absent. */
  data?: BandData;
  /** Told when rendering fails, instead of the console; the widget then shows its fallback. */
  onError?: (error: unknown) => void;
  /** The gig lists render whole at once (WholeLists): mount takes over a prerendered page already scrolled. */
  whole?: boolean;
  /** The prerendered page's pictures, put in place instead of made anew (keptPictures.ts). */
  kept?: KeptPictures | undefined;
}

export function Widget({ options, now, data, onError, whole = false, kept }: WidgetProps) {
  // Not the unpacked data: the fallback must show even where unpacking is what failed.
  const band = data?.band ?? shippedBand();
  const view = (
    <WholeLists.Provider value={whole}>
      {options.view === 'gigs' ? (
        <GigListView options={options} now={now} />
      ) : (
        <KeptPicturesContext.Provider value={kept}>
          <App now={now} />
        </KeptPicturesContext.Provider>
      )}
    </WholeLists.Provider>
  );
  return (
    <Guard band={band} onError={onError}>
      {data ? <BandDataContext.Provider value={data}>{view}</BandDataContext.Provider> : view}
    </Guard>
  );
}
