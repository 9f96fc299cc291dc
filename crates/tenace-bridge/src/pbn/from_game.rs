//! An engine game as a hand record: how a deal played in Tenace is exported
//! (download as PBN or LIN, share, archive).

use super::record::{
    AnnotatedCall, AnnotatedCard, ContractTag, Declarer, PartialDeal, RecordedAuction, RecordedGame, RecordedPlay,
    TrickCount, TrickRow,
};
use crate::play::Trick;
use crate::{ContractCode, Game};

impl RecordedGame {
    /// Everything the game knows, in the record's terms. An unfinished
    /// auction is marked incomplete (PBN's `*`); a play cut short by a claim
    /// keeps the cards played and states declarer's final tricks in
    /// `[Result]` (and in LIN's `mc`).
    pub fn from_game(game: &Game) -> RecordedGame {
        let setup = game.setup();
        let auction = game.auction();
        let result = game.result();
        let contract = game.contract();
        let recorded_auction = (!auction.calls().is_empty()).then(|| RecordedAuction {
            dealer: auction.dealer(),
            calls: auction.calls().iter().copied().map(AnnotatedCall::plain).collect(),
            incomplete: !auction.is_complete(),
        });
        let play = game.cardplay().filter(|p| p.cards_played_count() > 0).map(|p| {
            let current = p.current_trick();
            let rows = p.completed_tricks().iter().chain((!current.cards.is_empty()).then_some(current)).map(row);
            let claimed = result.filter(|_| !p.is_complete()).map(|r| r.declarer_tricks);
            RecordedPlay { leader: p.contract().opening_leader(), tricks: rows.collect(), claim: claimed }
        });
        RecordedGame {
            board: setup.board,
            dealer: Some(setup.dealer),
            vulnerability: Some(setup.vulnerability),
            deal: Some(PartialDeal::from_deal(&setup.deal)),
            declarer: contract.map(|c| Declarer::regular(c.declarer)),
            contract: match (auction.is_passed_out(), contract) {
                (true, _) => Some(ContractTag::PassedOut),
                (false, Some(c)) => Some(ContractTag::Bid(ContractCode { bid: c.bid, penalty: c.penalty })),
                (false, None) => None,
            },
            result: result.filter(|r| r.contract.is_some()).map(|r| TrickCount::new(r.declarer_tricks)),
            auction: recorded_auction,
            play,
            ..RecordedGame::default()
        }
    }
}

fn row(trick: &Trick) -> TrickRow {
    let mut r = TrickRow::default();
    for (seat, card) in trick.plays() {
        r.cards[seat] = Some(AnnotatedCard::plain(card));
    }
    r
}
