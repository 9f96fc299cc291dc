//! The irregular actions of [`Bridge`], the director's ruling and the
//! enforcement of the option chosen.

#[cfg(feature = "director")]
use super::{
    penalty_cards, AttemptedCall, AuctionExposure, Code, DirectorRuling, Facts, Inadmissible, Irregularity, LawsError,
    PenaltyKind, PlayDemand, PlayedCard, Rectification, Replacement, Restriction, RulingRecord, TurnOf,
};
#[cfg(feature = "director")]
use crate::game::{Event, How, RuleError};
use crate::{game::Bridge, Contract, Play};
#[cfg(feature = "director")]
use crate::{AuctionError, Bid, Call, Seat, Strain};
#[cfg(feature = "director")]
use tenace_cards::{Card, Suit};

impl Bridge {
    /// The auction produced `contract`: the play starts, and (with a
    /// director) what was shown in the auction binds the defenders.
    pub(crate) fn start_play(&mut self, contract: Contract) {
        self.play = Some(Play::new(&self.setup.deal, contract));
        #[cfg(feature = "director")]
        if self.ruling_code().is_some() {
            self.bind_defenders(contract);
        }
    }
}

/// The irregularities a table with a director accepts and the questions
/// they raise later: only with the director's rules (the crate's `director`
/// feature; without them `Bridge::ruling_code` is always `None`).
#[cfg(feature = "director")]
impl Bridge {
    /// Calls the director: the irregularity and the facts of the table wait
    /// for [`crate::Action::Rule`].
    pub(crate) fn raise(&mut self, irregularity: Irregularity, mut facts: Facts) -> Event {
        facts.declarer = self.contract().map(|c| c.declarer);
        self.laws.rulings.push(RulingRecord { irregularity, facts, ruling: None, chosen: None });
        Event::DirectorCalled { irregularity }
    }

    /// Must `seat` pass now (a bar in force)?
    pub(crate) fn barred(&self, seat: Seat) -> bool {
        self.ruling_code().is_some() && self.laws.restrictions.iter().any(|r| r.bars(seat))
    }

    /// 1930s: `seat` must replace an insufficient bid by a sufficient bid.
    pub(crate) fn must_bid(&self, seat: Seat) -> bool {
        self.ruling_code() == Some(Code::Estonian1930s)
            && matches!(self.laws.replacement, Some(Replacement::Insufficient { seat: s, .. }) if s == seat)
    }

    pub(crate) fn call_out_of_rotation(&mut self, seat: Seat, due: Seat, attempted: AttemptedCall) -> Event {
        let turn_of = TurnOf::of(seat, due).unwrap_or(TurnOf::Partner);
        let facts = Facts { can_accept: self.can_accept(seat, due, attempted), ..Facts::default() };
        self.raise(Irregularity::CallOutOfRotation { seat, call: attempted, turn_of }, facts)
    }

    pub(crate) fn bid_above_seven(&mut self, seat: Seat, level: u8, strain: Strain) -> Result<Event, RuleError> {
        if level <= 7 {
            return Err(LawsError::NotAboveSeven { level }.into());
        }
        let seven_is_legal = Bid::of(7, strain).is_some_and(|b| self.auction.check(Call::Bid(b)).is_ok());
        let facts = Facts { seven_is_legal, ..Facts::default() };
        Ok(self.raise(Irregularity::BidAboveSeven { seat, level, strain }, facts))
    }

    /// A call in turn that the auction does not allow.
    pub(crate) fn irregular_call(&mut self, seat: Seat, call: Call, e: AuctionError) -> Result<Event, RuleError> {
        let why = match e {
            AuctionError::Insufficient { bid, last } => {
                return Ok(self.raise(Irregularity::InsufficientBid { seat, bid, last }, Facts::default()));
            }
            AuctionError::NothingToDouble => Inadmissible::NothingToDouble,
            AuctionError::DoublePartner => Inadmissible::DoubledPartner,
            AuctionError::DoubleOwnBid => Inadmissible::DoubledOwnBid,
            AuctionError::AlreadyDoubled { .. } | AuctionError::AlreadyRedoubled { .. } => Inadmissible::AlreadyDoubled,
            AuctionError::NothingToRedouble => Inadmissible::NothingToRedouble,
            AuctionError::RedoubleOwnDouble => Inadmissible::RedoubledOwnSideDouble,
            AuctionError::Closed | AuctionError::OutOfTurn { .. } => return Err(e.into()),
        };
        Ok(self.raise(Irregularity::InadmissibleDouble { seat, call, why }, Facts::default()))
    }

    /// Can a call out of rotation be accepted and the auction continue from
    /// it? Players who missed their turn are recorded as passing; a call at
    /// left-hand opponent's turn, or one the passes would make moot, cannot.
    fn can_accept(&self, seat: Seat, due: Seat, attempted: AttemptedCall) -> bool {
        let AttemptedCall::Call(call) = attempted else { return false };
        if due == seat.lho() {
            return false;
        }
        let mut a = self.auction.clone();
        let mut s = due;
        while s != seat {
            if a.push(Call::Pass).is_err() || a.is_complete() {
                return false;
            }
            s = s.next();
        }
        a.check(call).is_ok()
    }

    /// The call that replaces a cancelled one decides what follows.
    pub(crate) fn settle_replacement(&mut self, seat: Seat, call: Call) -> Result<(), RuleError> {
        let (Some(code), Some(replacement)) = (self.ruling_code(), self.laws.replacement) else { return Ok(()) };
        let partner = seat.partner();
        match replacement {
            Replacement::Insufficient { seat: s, bid, last } if s == seat => match code {
                Code::Estonian1930s => {
                    if !matches!(call, Call::Bid(_)) {
                        return Err(LawsError::MustBid { seat }.into());
                    }
                    self.laws.restrictions.push(Restriction::PassOnce { seat: partner });
                }
                Code::Laws2017 => {
                    let lowest = Bid::all().find(|b| b.strain == bid.strain && *b > last);
                    if lowest.map(Call::Bid) != Some(call) {
                        self.bar_throughout(partner);
                    }
                }
            },
            Replacement::AtRhoTurn { seat: s, call: original } if s == seat => {
                if AttemptedCall::Call(call) != original {
                    self.bar_throughout(partner);
                }
            }
            _ => return Ok(()),
        }
        self.laws.replacement = None;
        Ok(())
    }

    fn bar_throughout(&mut self, seat: Seat) {
        self.laws.restrictions.push(Restriction::PassThroughout { seat });
        self.laws.restrictions.push(Restriction::WithdrawnCallLead { seat });
    }

    /// What was shown in the auction binds the defenders of `contract`.
    fn bind_defenders(&mut self, contract: Contract) {
        let defenders = contract.declarer.side().opponents();
        self.laws.restrictions.retain(|r| match r {
            Restriction::WithdrawnCallLead { seat } => defenders.contains(*seat),
            _ => true,
        });
        for (seat, card, exposure) in std::mem::take(&mut self.laws.auction_exposures) {
            if !defenders.contains(seat) {
                continue;
            }
            match exposure {
                AuctionExposure::Penalty(kind) => {
                    self.laws.restrictions.push(Restriction::PenaltyCard { seat, card, kind })
                }
                AuctionExposure::ForbidOpeningLead => {
                    if contract.opening_leader() == seat.partner() {
                        let r = Restriction::ForbidLead { seat: seat.partner(), suit: card.suit, while_on_lead: false };
                        self.laws.restrictions.push(r);
                    }
                }
            }
        }
    }

    /// A card from a hand not due: a lead out of turn, a defender's
    /// premature play, or (declarer's side in the middle of a trick) refused.
    pub(crate) fn card_out_of_turn(&mut self, seat: Seat, card: Card, due: Seat) -> Result<Event, RuleError> {
        let Some(play) = self.play.as_ref() else { return Err(RuleError::AuctionNotOver) };
        let trick = play.current_trick();
        if trick.cards.is_empty() {
            let opening = play.cards_played_count() == 0;
            let facts = Facts { partner_leads_next: due == seat.partner(), ..Facts::default() };
            return Ok(self.raise(Irregularity::LeadOutOfTurn { seat, card, due, opening }, facts));
        }
        if seat.side() == play.contract().declarer.side() {
            return Err(LawsError::NotYourTurn { seat, due }.into());
        }
        let partner_still_to_play = !trick.plays().any(|(s, _)| s == seat.partner());
        let led = trick.led_suit();
        let other_suits = Suit::DESCENDING.into_iter().filter(|s| Some(*s) != led).collect();
        let facts = Facts { partner_still_to_play, other_suits, ..Facts::default() };
        Ok(self.raise(Irregularity::PrematurePlay { seat, card, due }, facts))
    }

    /// Why a card the rules of play allow is refused: the restrictions on its hand.
    pub(crate) fn restricted(&self, seat: Seat, card: Card) -> LawsError {
        let reason = self
            .laws
            .restrictions
            .iter()
            .filter(|r| r.seat() == seat && !matches!(r, Restriction::WithdrawnCallLead { .. }))
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join("; ");
        LawsError::Restricted { seat, card, reason }
    }

    /// Questions an earlier irregularity raises at this turn: lead options
    /// against a penalty card's partner, Law 26's forbidden suit, calling a
    /// 1930s exposed card.
    pub(crate) fn follow_ups(&mut self) -> Option<Event> {
        self.ruling_code()?;
        if self.pending_ruling().is_some() || self.claim.is_some() || self.result().is_some() {
            return None;
        }
        let play = self.play.as_ref()?;
        let seat = play.to_play()?;
        let count = play.cards_played_count();
        if self.laws.asked_at == Some(count) {
            return None;
        }
        let leading = play.current_trick().cards.is_empty();
        if leading {
            let restrictions = &self.laws.restrictions;
            if let Some(i) = restrictions.iter().position(|r| *r == Restriction::WithdrawnCallLead { seat }) {
                self.laws.restrictions.remove(i);
                self.laws.asked_at = Some(count);
                return Some(self.raise(Irregularity::WithdrawnCallLead { leader: seat }, Facts::default()));
            }
            let holder = seat.partner();
            let majors = penalty_cards(&self.laws.restrictions, holder, PenaltyKind::Major);
            if let Some(card) = majors.iter().next() {
                self.laws.asked_at = Some(count);
                let facts = Facts { penalty_card: Some(card), ..Facts::default() };
                return Some(self.raise(Irregularity::PenaltyCardLead { leader: seat, holder }, facts));
            }
        }
        let exposed = penalty_cards(&self.laws.restrictions, seat, PenaltyKind::Exposed);
        let legal = play.legal_cards(seat);
        if let Some(card) = exposed.intersection(legal).iter().next() {
            self.laws.asked_at = Some(count);
            return Some(self.raise(Irregularity::ExposedCardMayBeCalled { holder: seat, card }, Facts::default()));
        }
        None
    }
}

/// The director's own actions and the enforcement of a ruling: reached only
/// through the actions that exist with the director's rules.
#[cfg(feature = "director")]
impl Bridge {
    /// `seat` shows `card`. During the auction and by a defender during the
    /// play this is an irregularity.
    pub(crate) fn expose(&mut self, seat: Seat, card: Card, intentional: bool) -> Result<Vec<Event>, RuleError> {
        self.no_ruling_pending()?;
        if self.claim.is_some() {
            return Err(RuleError::ClaimPending);
        }
        if !self.hand(seat).contains(card) {
            return Err(crate::PlayError::NotHeld { seat, card }.into());
        }
        let face_up =
            self.laws.restrictions.iter().any(|r| matches!(r, Restriction::PenaltyCard { card: c, .. } if *c == card))
                || self.laws.auction_exposures.iter().any(|(_, c, _)| *c == card);
        if face_up {
            return Err(LawsError::AlreadyExposed { card }.into());
        }
        let irregularity = if self.play.is_some() {
            Irregularity::CardExposedInPlay { seat, card, intentional }
        } else {
            Irregularity::CardExposedInAuction { seat, card }
        };
        Ok(vec![self.raise(irregularity, Facts::default())])
    }

    /// A player draws attention to the latest revoke not yet ruled on.
    pub(crate) fn notice_revoke(&mut self) -> Result<Vec<Event>, RuleError> {
        self.no_ruling_pending()?;
        if self.claim.is_some() {
            return Err(RuleError::ClaimPending);
        }
        let revokes = &self.laws.revokes;
        let i = (0..revokes.len()).rev().find(|i| !self.laws.noticed.contains(i)).ok_or(LawsError::NoRevoke)?;
        let r = revokes[i];
        self.laws.noticed.push(i);
        let irregularity =
            Irregularity::Revoke { seat: r.seat, card: r.card, trick: r.trick, established: r.established };
        Ok(vec![self.raise(irregularity, Facts::default())])
    }

    /// The director's ruling on the irregularity waiting for it. The game
    /// cannot know which options a code offers, but it refuses a ruling
    /// that its enforcement could not carry out: no option, an option
    /// foreign to the irregularity, a claim award beyond the tricks left.
    pub(crate) fn give_ruling(&mut self, ruling: DirectorRuling) -> Result<Vec<Event>, RuleError> {
        let (irregularity, facts) = match self.awaiting_director() {
            Some((i, f)) => (*i, f.clone()),
            None => return Err(LawsError::NotCalled.into()),
        };
        self.fits(&irregularity, &facts, &ruling).map_err(|why| RuleError::Laws(LawsError::BadRuling(why)))?;
        let chooser = ruling.chooser;
        if let Some(record) = self.laws.rulings.last_mut() {
            record.facts.verdict = ruling.verdict;
            record.ruling = Some(ruling);
        }
        Ok(vec![Event::Ruled { chooser }])
    }

    fn fits(&self, irregularity: &Irregularity, facts: &Facts, ruling: &DirectorRuling) -> Result<(), String> {
        use Rectification as R;
        if ruling.options.is_empty() {
            return Err("it offers no option".into());
        }
        let remaining = self.play.as_ref().map(Play::tricks_remaining).unwrap_or(0);
        match (irregularity, &ruling.verdict) {
            (Irregularity::DisputedClaim { .. }, Some(v))
                if v.claimer_tricks <= remaining && v.double_dummy <= remaining => {}
            (Irregularity::DisputedClaim { .. }, _) => {
                return Err("a disputed claim needs a verdict within the tricks left".into())
            }
            (_, Some(_)) => return Err("only a disputed claim has a verdict".into()),
            (_, None) => {}
        }
        let in_auction = self.play.is_none();
        for option in &ruling.options {
            let fits = match (irregularity, *option) {
                (_, R::Redeal) => in_auction,
                (Irregularity::InsufficientBid { .. }, R::Cancel) => true,
                (Irregularity::CallOutOfRotation { .. }, R::Accept) => facts.can_accept,
                (Irregularity::CallOutOfRotation { .. }, R::Cancel | R::Rule) => true,
                (Irregularity::BidAboveSeven { .. }, R::LetStandAsSeven) => facts.seven_is_legal,
                (
                    Irregularity::BidAboveSeven { .. } | Irregularity::InadmissibleDouble { .. },
                    R::Rule | R::TreatAsPass,
                ) => true,
                (Irregularity::CardExposedInAuction { card, .. }, R::ForbidLead(s)) => s == card.suit,
                (Irregularity::CardExposedInAuction { .. }, R::Rule | R::Waive | R::LeaveCard) => true,
                (Irregularity::LeadOutOfTurn { opening, .. }, R::DeclarerBecomesDummy) => *opening,
                (
                    Irregularity::LeadOutOfTurn { .. },
                    R::Accept | R::AcceptLeadAndPlay | R::RefuseLead | R::RequireLead(_) | R::ForbidLead(_),
                ) => true,
                (
                    Irregularity::PrematurePlay { .. },
                    R::PartnerPlaysHighest
                    | R::PartnerPlaysLowest
                    | R::PartnerWins
                    | R::PartnerLoses
                    | R::PartnerPlaysSuit(_)
                    | R::LeaveCard,
                ) => true,
                (Irregularity::CardExposedInPlay { .. }, R::Rule) => true,
                (
                    Irregularity::Revoke { established: false, .. },
                    R::CorrectRevoke | R::CorrectWithHighest | R::CorrectWithLowest,
                ) => true,
                (Irregularity::Revoke { established: true, .. }, R::TransferTricks) => true,
                (Irregularity::DisputedClaim { .. }, R::Award { claimer_tricks }) => claimer_tricks <= remaining,
                (Irregularity::DisputedClaim { .. }, R::PlayOn) => true,
                (Irregularity::PenaltyCardLead { .. }, R::RequireLead(_) | R::ForbidLead(_) | R::LeaveCard) => true,
                (Irregularity::WithdrawnCallLead { .. }, R::ForbidLead(_) | R::Waive) => true,
                (Irregularity::ExposedCardMayBeCalled { .. }, R::CallCard | R::Waive) => true,
                _ => false,
            };
            if !fits {
                return Err(format!("“{option}” is no rectification of it"));
            }
        }
        Ok(())
    }

    /// The non-offending side takes `option`; the game enforces it. A
    /// follow-up question (such as lead options) may call the director again.
    pub(crate) fn choose(&mut self, seat: Seat, option: Rectification) -> Result<Vec<Event>, RuleError> {
        let record = self.pending_ruling().ok_or(LawsError::NoRuling)?;
        let ruling = record.ruling.as_ref().ok_or(LawsError::NoRuling)?;
        if seat != ruling.chooser {
            return Err(LawsError::NotTheChooser { seat, chooser: ruling.chooser }.into());
        }
        if !ruling.options.contains(&option) {
            return Err(LawsError::NotAnOption(option).into());
        }
        let irregularity = record.irregularity;
        if let Some(record) = self.laws.rulings.last_mut() {
            record.chosen = Some(option);
        }
        let mut events = vec![Event::Rectified { option }];
        events.extend(self.enforce(&irregularity, option)?);
        // Enforcing may itself have raised a question (a call that ended the auction).
        events.extend(self.follow_ups());
        Ok(events)
    }

    fn enforce(&mut self, irregularity: &Irregularity, option: Rectification) -> Result<Vec<Event>, RuleError> {
        use Rectification as R;
        let old = self.setup.laws == Some(Code::Estonian1930s);
        let exposed_kind = if old { PenaltyKind::Exposed } else { PenaltyKind::Major };
        let mut events = Vec::new();
        if option == R::Redeal {
            self.ending = Some(crate::game::Ending::Redeal);
            return Ok(events);
        }
        match (*irregularity, option) {
            (Irregularity::InsufficientBid { seat, bid, last }, _) => {
                self.laws.replacement = Some(Replacement::Insufficient { seat, bid, last });
            }
            (Irregularity::CallOutOfRotation { seat, call, .. }, R::Accept) => {
                let AttemptedCall::Call(call) = call else { return Ok(events) };
                while let Some(due) = self.auction.to_act().filter(|d| *d != seat) {
                    events.extend(self.push_call(due, Call::Pass));
                }
                events.extend(self.push_call(seat, call));
            }
            (Irregularity::CallOutOfRotation { seat, call, turn_of }, R::Cancel) => {
                let pass = call == AttemptedCall::Call(Call::Pass);
                match (old, pass, turn_of) {
                    (false, true, _) => self.laws.restrictions.push(Restriction::PassOnce { seat }),
                    (false, false, TurnOf::Rho) => self.laws.replacement = Some(Replacement::AtRhoTurn { seat, call }),
                    (false, false, _) => self.bar_throughout(seat.partner()),
                    (true, false, TurnOf::Rho) => {
                        self.laws.restrictions.push(Restriction::PassOnce { seat: seat.partner() })
                    }
                    (true, _, _) => {}
                }
            }
            (Irregularity::BidAboveSeven { seat, .. } | Irregularity::InadmissibleDouble { seat, .. }, R::Rule) => {
                self.bar_throughout(seat.partner());
            }
            (
                Irregularity::BidAboveSeven { seat, .. } | Irregularity::InadmissibleDouble { seat, .. },
                R::TreatAsPass,
            ) => {
                events.extend(self.push_call(seat, Call::Pass));
            }
            (Irregularity::BidAboveSeven { seat, strain, .. }, R::LetStandAsSeven) => {
                let bid = Bid::of(7, strain).ok_or(LawsError::NotAboveSeven { level: 7 })?;
                self.auction.check(Call::Bid(bid))?;
                events.extend(self.push_call(seat, Call::Bid(bid)));
            }
            (Irregularity::CardExposedInAuction { seat, card }, option) => {
                let exposures = &mut self.laws.auction_exposures;
                match (old, option) {
                    (false, _) => {
                        let kind = if card.rank.is_honour() { PenaltyKind::Major } else { PenaltyKind::Minor };
                        if card.rank.is_honour() {
                            self.laws.restrictions.push(Restriction::PassOnce { seat: seat.partner() });
                        }
                        exposures.push((seat, card, AuctionExposure::Penalty(kind)));
                    }
                    (true, R::LeaveCard) => {
                        exposures.push((seat, card, AuctionExposure::Penalty(PenaltyKind::Exposed)))
                    }
                    (true, R::ForbidLead(_)) => exposures.push((seat, card, AuctionExposure::ForbidOpeningLead)),
                    _ => {}
                }
            }
            (Irregularity::LeadOutOfTurn { seat, card, due, .. }, option) => match option {
                R::Accept | R::AcceptLeadAndPlay => {
                    events.extend(self.commit_checked(seat, card, How::AcceptedLead)?)
                }
                R::DeclarerBecomesDummy => {
                    let contract = self.contract().ok_or(RuleError::AuctionNotOver)?;
                    let swapped = Contract::new(contract.bid, contract.penalty, contract.dummy());
                    self.play = Some(Play::new(&self.setup.deal, swapped));
                    events.extend(self.commit_checked(seat, card, How::Normal)?);
                }
                R::RefuseLead => {
                    let declarer_side = self.contract().is_some_and(|c| c.declarer.side() == seat.side());
                    if !declarer_side {
                        self.laws.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind });
                    } else if old && due.side() == seat.side() {
                        self.laws.restrictions.push(Restriction::RequireLead { seat: due, suit: card.suit });
                    }
                }
                R::RequireLead(suit) => self.laws.restrictions.push(Restriction::RequireLead { seat: due, suit }),
                R::ForbidLead(suit) => {
                    self.laws.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind });
                    self.laws.restrictions.push(Restriction::ForbidLead { seat: due, suit, while_on_lead: false });
                }
                _ => {}
            },
            (Irregularity::PrematurePlay { seat, card, .. }, option) => {
                self.laws.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind });
                let demand = match option {
                    R::PartnerPlaysHighest => Some(PlayDemand::Highest),
                    R::PartnerPlaysLowest => Some(PlayDemand::Lowest),
                    R::PartnerWins => Some(PlayDemand::Win),
                    R::PartnerLoses => Some(PlayDemand::Lose),
                    R::PartnerPlaysSuit(s) => Some(PlayDemand::Suit(s)),
                    _ => None,
                };
                if let Some(demand) = demand {
                    self.laws.restrictions.push(Restriction::Demand { seat: seat.partner(), demand });
                }
            }
            (Irregularity::CardExposedInPlay { seat, card, intentional }, _) => {
                let defender = self.contract().map(|c| c.declarer.side() != seat.side()).unwrap_or(true);
                if defender {
                    let kind = match (old, intentional || card.rank.is_honour()) {
                        (true, _) => PenaltyKind::Exposed,
                        (false, true) => PenaltyKind::Major,
                        (false, false) => PenaltyKind::Minor,
                    };
                    self.laws.restrictions.push(Restriction::PenaltyCard { seat, card, kind });
                }
            }
            (Irregularity::Revoke { seat, card, established: false, .. }, option) => {
                self.withdraw_revoke(seat, card)?;
                let defender = self.contract().map(|c| c.declarer.side() != seat.side()).unwrap_or(true);
                match option {
                    R::CorrectWithHighest => {
                        self.laws.restrictions.push(Restriction::Demand { seat, demand: PlayDemand::Highest })
                    }
                    R::CorrectWithLowest => {
                        self.laws.restrictions.push(Restriction::Demand { seat, demand: PlayDemand::Lowest })
                    }
                    _ if defender => {
                        self.laws.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind })
                    }
                    _ => {}
                }
            }
            (Irregularity::Revoke { .. }, _) => {}
            (Irregularity::DisputedClaim { claimer, .. }, R::Award { claimer_tricks }) => {
                self.claim = None;
                self.settle_claim(claimer, claimer_tricks);
            }
            (Irregularity::DisputedClaim { .. }, _) => self.claim = None,
            (Irregularity::PenaltyCardLead { leader, holder }, option) => {
                let card = penalty_cards(&self.laws.restrictions, holder, PenaltyKind::Major).iter().next();
                let pick_up = |rs: &mut Vec<Restriction>| {
                    rs.retain(|r| !matches!(r, Restriction::PenaltyCard { card: c, .. } if Some(*c) == card))
                };
                match option {
                    R::RequireLead(suit) => {
                        pick_up(&mut self.laws.restrictions);
                        self.laws.restrictions.push(Restriction::RequireLead { seat: leader, suit });
                    }
                    R::ForbidLead(suit) => {
                        pick_up(&mut self.laws.restrictions);
                        self.laws.restrictions.push(Restriction::ForbidLead {
                            seat: leader,
                            suit,
                            while_on_lead: true,
                        });
                    }
                    _ => {}
                }
            }
            (Irregularity::WithdrawnCallLead { leader }, R::ForbidLead(suit)) => {
                self.laws.restrictions.push(Restriction::ForbidLead { seat: leader, suit, while_on_lead: false });
            }
            (Irregularity::ExposedCardMayBeCalled { holder, card }, R::CallCard) => {
                self.laws.restrictions.push(Restriction::Demand { seat: holder, demand: PlayDemand::Card(card) });
            }
            _ => {}
        }
        Ok(events)
    }

    /// A card played by a ruling (an accepted lead out of turn, the lead
    /// after declarer became dummy): refused if the hand cannot play it.
    fn commit_checked(&mut self, seat: Seat, card: Card, how: How) -> Result<Vec<Event>, RuleError> {
        let play = self.play.as_ref().ok_or(RuleError::AuctionNotOver)?;
        let due = play.to_play().ok_or(crate::PlayError::Over)?;
        if !play.hand(seat).contains(card) {
            return Err(crate::PlayError::NotHeld { seat, card }.into());
        }
        match how {
            How::AcceptedLead if !play.current_trick().cards.is_empty() => {
                return Err(crate::PlayError::OutOfTurn { seat, expected: due }.into())
            }
            How::Normal => play.check(seat, card)?,
            How::AcceptedLead | How::Revoke => {}
        }
        Ok(self.commit(seat, card, how))
    }

    /// Takes a revoke card back, with every card played after it to that
    /// trick (the non-offenders may replay theirs).
    fn withdraw_revoke(&mut self, seat: Seat, card: Card) -> Result<(), RuleError> {
        let plays = &self.laws.plays;
        let at = plays.iter().position(|p| p.seat == seat && p.card == card).ok_or(LawsError::NoRevoke)?;
        let contract = self.contract().ok_or(RuleError::AuctionNotOver)?;
        let kept: Vec<PlayedCard> = plays[..at].to_vec();
        let gone = self.laws.revokes.iter().position(|r| r.seat == seat && r.card == card);
        let revokes = self.laws.revokes.iter().enumerate().filter(|(i, _)| Some(*i) != gone).map(|(_, r)| *r).collect();
        // Indices of the revokes still ruled on, shifted past the one withdrawn.
        let noticed = self
            .laws
            .noticed
            .iter()
            .filter(|i| Some(**i) != gone)
            .map(|i| if gone.is_some_and(|g| *i > g) { i - 1 } else { *i })
            .collect();
        self.laws.plays.clear();
        self.laws.revokes.clear();
        self.play = Some(Play::new(&self.setup.deal, contract));
        for p in kept {
            self.commit_checked(p.seat, p.card, p.how)?;
        }
        self.laws.revokes = revokes;
        self.laws.noticed = noticed;
        Ok(())
    }
}
