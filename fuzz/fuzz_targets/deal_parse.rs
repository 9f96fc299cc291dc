//! `[Deal]` text, complete (`Deal::from_pbn`) and partial (`pbn::parse_deal`):
//! no panic, and whatever parses prints back to text that parses the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_bridge::{pbn, Deal, Seat};

fuzz_target!(|data: &[u8]| {
    let text = pbn::decode(data);
    if let Ok(deal) = Deal::from_pbn(&text) {
        for first in Seat::ALL {
            assert_eq!(Deal::from_pbn(&deal.to_pbn(first)).ok(), Some(deal));
        }
    }
    if let Ok(partial) = pbn::parse_deal(&text) {
        for first in Seat::ALL {
            assert_eq!(pbn::parse_deal(&partial.to_pbn(first)).ok(), Some(partial));
        }
        if let Ok(deal) = partial.complete() {
            assert_eq!(pbn::PartialDeal::from_deal(&deal).complete().ok(), Some(deal));
        }
    }
});
