// Every view of the console, registered once. Adding a view is its folder and one line here.
import { formView } from '../forms/view.js';
import { searchView } from '../find/view.js';
import type { View } from '../view/types.js';
import { activityView } from './activity/index.js';
import { savedViewsView } from './aliases/index.js';
import { chooseView } from './choose/index.js';
import { confirmView } from './confirm/index.js';
import { copiedView } from './copied/index.js';
import { detailView } from './detail/index.js';
import { eventsView } from './events/index.js';
import { findView } from './filter/index.js';
import { helpView } from './help/index.js';
import { jobsView } from './jobs/index.js';
import { logView } from './log/index.js';
import { paletteView } from './palette/index.js';
import { profilesView } from './profiles/index.js';
import { pulseView } from './pulse/index.js';
import { panesView } from './panes/index.js';
import { quitView } from './quit/index.js';
import { rawView } from './raw/index.js';
import { revealView } from './reveal/index.js';
import { timelineView } from './timeline/index.js';
import { undoView } from './undo/index.js';
import { webhooksView } from './webhooks/index.js';

export const VIEWS: readonly View[] = [
  panesView,
  detailView,
  helpView,
  paletteView,
  findView,
  searchView,
  rawView,
  chooseView,
  formView,
  confirmView,
  revealView,
  jobsView,
  activityView,
  eventsView,
  webhooksView,
  quitView,
  timelineView,
  logView,
  copiedView,
  savedViewsView(),
  undoView,
  profilesView,
  pulseView,
];
