//! Calls, bids, contract codes and cards from text: no panic, and anything
//! that parses prints back to a code that parses to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_bridge::{Bid, Call, Card, ContractCode};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(call) = text.parse::<Call>() {
        assert_eq!(call.code().parse::<Call>(), Ok(call));
        assert_eq!(call.to_string().parse::<Call>(), Ok(call));
    }
    if let Ok(bid) = text.parse::<Bid>() {
        assert_eq!(bid.code().parse::<Bid>(), Ok(bid));
    }
    if let Ok(contract) = text.parse::<ContractCode>() {
        assert_eq!(contract.code().parse::<ContractCode>(), Ok(contract));
    }
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_suit_rank().parse::<Card>(), Ok(card));
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
    }
});
