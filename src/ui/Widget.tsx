/** What one mounted element shows: the site or the gig list, guarded so an error never reaches the host. */
import { Component, type ReactNode } from 'react';
import type { WidgetOptions } from '../domain/options';
import type { BandData } from '../data/readData';
import { BandDataContext } from './BandDataContext';
import { App } from './App';
import { GigListView } from './GigListView';

class Guard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  componentDidCatch(error: unknown) {
    console.error('BandWidget: rendering failed', error);
    this.setState({ failed: true });
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface WidgetProps {
  options: WidgetOptions;
  /** Pins the time the gig rules use; the live clock when absent. */
  now?: Date;
  /** The band's data; the shipped data when absent. */
  data?: BandData;
}

export function Widget({ options, now, data }: WidgetProps) {
  const view = options.view === 'gigs' ? <GigListView options={options} now={now} /> : <App now={now} />;
  return <Guard>{data ? <BandDataContext.Provider value={data}>{view}</BandDataContext.Provider> : view}</Guard>;
}
