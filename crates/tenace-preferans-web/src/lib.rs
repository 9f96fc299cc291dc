//! The Preferans table in the browser (issue 19): a rule-free Yew view over
//! `tenace-preferans-app`'s controller.
//!
//! * [`view`]: the root component (table, bidding box, discard, contract,
//!   whist dialog, tricks, the last deal's result, settings, records, replay);
//! * [`sheet`]: the pulka drawn like the paper sheet, the deal-by-deal
//!   history and the settlement table;
//! * [`guide`]: the guided scenarios of §14 and the first lessons;
//! * [`labels`]: cards, bids and calls in the page's language;
//! * [`client`]: the robots' Web Worker (the same module, started by
//!   `www/preferans-worker.js`);
//! * [`store`]: localStorage for the autosave and set-aside saves.

pub mod client;
pub mod guide;
pub mod labels;
pub mod sheet;
pub mod store;
pub mod view;
