/** What one mounted element shows: the site or the gig list, guarded so an error never reaches the host. */
import { Component, type ReactNode } from 'react';
import type { WidgetOptions } from '../widget/options';
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

export function Widget({ options, now }: { options: WidgetOptions; now?: Date }) {
  return <Guard>{options.view === 'gigs' ? <GigListView options={options} now={now} /> : <App now={now} />}</Guard>;
}
