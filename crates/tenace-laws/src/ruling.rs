//! The director's ruling: what law applies, what it means in plain words,
//! and what the non-offending side may choose.

use crate::claim::ClaimVerdict;
use crate::code::{Citation, Code};
use crate::irregularity::{AttemptedCall, Irregularity, TurnOf};
use crate::rectification::Rectification;
use crate::text::{Arg, Text, TEMPLATES};
use serde::{Deserialize, Serialize};
use tenace_bridge::laws::DirectorRuling;
use tenace_bridge::{Bid, Call, Seat};
use tenace_cards::Suit;

/// A ruling at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    pub code: Code,
    pub irregularity: Irregularity,
    pub citations: Vec<Citation>,
    /// What happens and why, in plain English (`text` written out).
    pub explanation: String,
    /// The same as a template and its arguments, for other languages.
    pub text: Text,
    /// The choices, in the order the director reads them out.
    pub options: Vec<Rectification>,
    /// The non-offending player who chooses.
    pub chooser: Seat,
    /// How the other code treats the same irregularity, where it differs.
    pub differs: Option<String>,
}

impl Ruling {
    /// The law numbers (or seed sections) cited, for tests and compact display.
    pub fn cites(&self, number: &str) -> bool {
        self.citations.iter().any(|c| c.number == number)
    }
}

/// What the director needs to know about the table beyond the
/// irregularity: the bridge game records it when the director is called.
pub use tenace_bridge::laws::Facts;

impl Ruling {
    /// The ruling as the game's log holds it: the options, the chooser and
    /// (for a disputed claim) the verdict. The texts are computed again from
    /// the game's record of the irregularity.
    pub fn director(&self, verdict: Option<ClaimVerdict>) -> DirectorRuling {
        DirectorRuling { options: self.options.clone(), chooser: self.chooser, verdict }
    }
}

/// A bid as an argument of a text.
fn bid_call(bid: Bid) -> AttemptedCall {
    AttemptedCall::Call(Call::Bid(bid))
}

fn all_suits(f: fn(Suit) -> Rectification) -> Vec<Rectification> {
    Suit::DESCENDING.into_iter().map(f).collect()
}

/// The director's ruling on `irregularity` under `code`.
pub fn rule(code: Code, irregularity: &Irregularity, facts: &Facts) -> Ruling {
    use Code::{Estonian1930s as Old, Laws2017 as New};
    use Rectification as R;
    let offender = irregularity.offender();
    let lho = offender.lho();
    let declarer_or_lho = facts.declarer.unwrap_or(lho);
    let (citations, explanation, options, chooser, differs): (Vec<Citation>, Text, Vec<R>, Seat, Option<&str>) =
        match (irregularity, code) {
            (Irregularity::InsufficientBid { bid, last, .. }, New) => (
                vec![Citation::law("27", "Insufficient bid"), Citation::law("26", "Call withdrawn, lead restrictions")],
                Text::new(TEMPLATES[0]).seat("offender", offender).call("bid", bid_call(*bid)).call("last", bid_call(*last)).seat("partner", offender.partner()),
                vec![R::Cancel],
                lho,
                Some("The 1930s code demands any sufficient bid (not a pass) and bars partner for one round only."),
            ),
            (Irregularity::InsufficientBid { bid, last, .. }, Old) => (
                vec![Citation::section("Kõlbmata pakkumine", "Insufficient bid")],
                Text::new(TEMPLATES[1]).seat("offender", offender).call("bid", bid_call(*bid)).call("last", bid_call(*last)).seat("partner", offender.partner()),
                vec![R::Cancel],
                lho,
                Some("The 2017 Laws allow any legal call; only a comparable call avoids barring partner, but the bar then lasts the whole auction."),
            ),
            (Irregularity::CallOutOfRotation { call, turn_of, .. }, New) => {
                let pass = matches!(call, AttemptedCall::Call(Call::Pass));
                let (law, title, effect) = match (pass, turn_of) {
                    (true, TurnOf::Rho) => ("30", "Pass out of rotation", Text::new(TEMPLATES[2]).seat("offender", offender)),
                    (true, _) => ("30", "Pass out of rotation", Text::new(TEMPLATES[2]).seat("offender", offender)),
                    (false, TurnOf::Rho) => (
                        "31",
                        "Bid out of rotation",
                        Text::new(TEMPLATES[3]).seat("offender", offender).seat("partner", offender.partner()),
                    ),
                    (false, _) => (
                        "31",
                        "Bid out of rotation",
                        Text::new(TEMPLATES[4]).seat("partner", offender.partner()),
                    ),
                };
                let mut options = Vec::new();
                if facts.can_accept {
                    options.push(R::Accept);
                }
                options.push(R::Cancel);
                (
                    vec![Citation::law("29", "Procedure after a call out of rotation"), Citation::law(law, title)],
                    Text::new(TEMPLATES[5]).seat("offender", offender).call("call", *call).text("effect", effect),
                    options,
                    lho,
                    Some("The 1930s code ignores a pass out of rotation; a bid at right-hand opponent's turn bars partner for one round, and one at partner's or left-hand opponent's turn lets left-hand opponent demand a redeal."),
                )
            }
            (Irregularity::CallOutOfRotation { call, turn_of, .. }, Old) => {
                let pass = matches!(call, AttemptedCall::Call(Call::Pass));
                let (text, mut options) = match (pass, turn_of) {
                    (true, _) => (
                        Text::new(TEMPLATES[6]),
                        vec![R::Rule],
                    ),
                    (false, TurnOf::Rho) => (
                        Text::new(TEMPLATES[7]).seat("partner", offender.partner()),
                        vec![R::Cancel],
                    ),
                    (false, _) => (
                        Text::new(TEMPLATES[8]),
                        vec![R::Redeal],
                    ),
                };
                if facts.can_accept && !pass {
                    options.insert(0, R::Accept);
                }
                (
                    vec![Citation::section("Enneaegne pakkumine", "Call out of rotation")],
                    Text::new(TEMPLATES[9]).seat("offender", offender).call("call", *call).text("effect", text),
                    options,
                    lho,
                    Some("Under the 2017 Laws a pass out of rotation also costs the offender a turn, and a cancelled bid usually bars partner for the whole auction; there is no redeal."),
                )
            }
            (Irregularity::BidAboveSeven { level, strain, .. }, New) => (
                vec![Citation::law("38", "Bid of more than seven"), Citation::law("26", "Call withdrawn, lead restrictions")],
                Text::new(TEMPLATES[10]).seat("offender", offender).call("bid", AttemptedCall::AboveSeven { level: *level, strain: *strain }).seat("partner", offender.partner()),
                vec![R::Rule],
                lho,
                Some("The 1930s code lets left-hand opponent demand a redeal, treat it as a pass, or let it stand as a bid of seven."),
            ),
            (Irregularity::BidAboveSeven { level, strain, .. }, Old) => {
                let mut options = vec![R::Redeal, R::TreatAsPass];
                if facts.seven_is_legal {
                    options.push(R::LetStandAsSeven);
                }
                (
                    vec![Citation::section("Muud eksimused pakkumisel", "Other irregular calls")],
                    Text::new(TEMPLATES[11]).seat("offender", offender).call("bid", AttemptedCall::AboveSeven { level: *level, strain: *strain }).arg("strain", Arg::Strain(*strain)),
                    options,
                    lho,
                    Some("The 2017 Laws cancel the bid and bar partner for the rest of the auction; no redeal."),
                )
            }
            (Irregularity::InadmissibleDouble { call, .. }, New) => (
                vec![Citation::law("36", "Inadmissible doubles and redoubles"), Citation::law("26", "Call withdrawn, lead restrictions")],
                Text::new(TEMPLATES[12]).seat("offender", offender).call("call", AttemptedCall::Call(*call)).seat("partner", offender.partner()),
                vec![R::Rule],
                lho,
                Some("The 1930s code lets left-hand opponent demand a redeal or treat the call as a pass."),
            ),
            (Irregularity::InadmissibleDouble { call, .. }, Old) => (
                vec![Citation::section("Muud eksimused pakkumisel", "Other irregular calls")],
                Text::new(TEMPLATES[13]).seat("offender", offender).call("call", AttemptedCall::Call(*call)),
                vec![R::Redeal, R::TreatAsPass],
                lho,
                Some("The 2017 Laws cancel the call and bar partner for the rest of the auction."),
            ),
            (Irregularity::CardExposedInAuction { card, .. }, New) => {
                let text = if card.rank.is_honour() {
                    Text::new(TEMPLATES[14]).card("card", *card).seat("partner", offender.partner()).seat("offender", offender)
                } else {
                    Text::new(TEMPLATES[15]).card("card", *card).seat("offender", offender)
                };
                (
                    vec![Citation::law("24", "Card exposed or led during the auction"), Citation::law("50", "Disposition of a penalty card")],
                    text,
                    vec![R::Rule],
                    lho,
                    Some("The 1930s code lets the future declarer have a low card faced or forbid its suit at the opening lead, and lets left-hand opponent demand a redeal for an honour."),
                )
            }
            (Irregularity::CardExposedInAuction { card, .. }, Old) => {
                let (text, options) = if card.rank.is_honour() {
                    (Text::new(TEMPLATES[16]), vec![R::Redeal, R::Waive])
                } else {
                    (
                        Text::new(TEMPLATES[17]).seat("offender", offender).seat("partner", offender.partner()).arg("suit", Arg::Suit(card.suit)),
                        vec![R::LeaveCard, R::ForbidLead(card.suit), R::Waive],
                    )
                };
                (
                    vec![Citation::section("Pakkumise ajal näidatud kaart", "Card exposed during the auction")],
                    Text::new(TEMPLATES[18]).seat("offender", offender).card("card", *card).text("effect", text),
                    options,
                    lho,
                    Some("The 2017 Laws never redeal: the card becomes a penalty card if the offender defends, and an honour also silences partner for one turn."),
                )
            }
            (Irregularity::LeadOutOfTurn { card, due, opening: true, .. }, New) => (
                vec![Citation::law("54", "Faced opening lead out of turn"), Citation::law("50", "Disposition of a penalty card")],
                Text::new(TEMPLATES[19]).seat("offender", offender).card("card", *card).seat("due", *due),
                vec![R::AcceptLeadAndPlay, R::DeclarerBecomesDummy, R::RefuseLead],
                declarer_or_lho,
                Some("The 1930s code lets declarer call any suit from the right leader, forbid the card's suit, or accept; declarer becomes dummy if he plays to the lead before dummy is spread."),
            ),
            (Irregularity::LeadOutOfTurn { card, due, opening: true, .. }, Old) => {
                let mut options = all_suits(R::RequireLead);
                options.extend([R::ForbidLead(card.suit), R::AcceptLeadAndPlay, R::DeclarerBecomesDummy]);
                (
                    vec![Citation::section("Väljakäik väljaspool järjekorda", "Lead out of turn")],
                    Text::new(TEMPLATES[20]).seat("offender", offender).card("card", *card).seat("due", *due),
                    options,
                    declarer_or_lho,
                    Some("The 2017 Laws give no free choice of suit: a refused lead becomes a major penalty card, and declarer may require or forbid only that suit."),
                )
            }
            (Irregularity::LeadOutOfTurn { seat, card, due, .. }, code) => {
                let declarer_side = facts.declarer.map(|d| d.side() == seat.side()).unwrap_or(false);
                let chooser = if declarer_side { seat.lho() } else { declarer_or_lho };
                match (declarer_side, code) {
                    (true, New) => (
                        vec![Citation::law("55", "Declarer's lead out of turn")],
                        Text::new(TEMPLATES[21]).seat("offender", offender).card("card", *card).seat("due", *due),
                        vec![R::Accept, R::RefuseLead],
                        chooser,
                        Some("The 1930s code makes declarer lead the same suit from the right hand when he led from the wrong one."),
                    ),
                    (true, Old) => (
                        vec![
                            Citation::section("Väljakäik väljaspool järjekorda", "Lead out of turn"),
                            Citation::section("Avaldaja eksimus väljakäimisel", "Declarer leading from the wrong hand"),
                        ],
                        Text::new(TEMPLATES[22]).seat("offender", offender).card("card", *card).seat("due", *due),
                        vec![R::Accept, R::RefuseLead],
                        chooser,
                        Some("The 2017 Laws put no suit restriction on declarer's corrected lead."),
                    ),
                    (false, New) => (
                        vec![Citation::law("53", "Lead out of turn accepted"), Citation::law("56", "Defender's lead out of turn"), Citation::law("50", "Disposition of a penalty card")],
                        Text::new(if facts.partner_leads_next { TEMPLATES[23] } else { TEMPLATES[24] }).seat("offender", offender).card("card", *card).seat("due", *due),
                        vec![R::Accept, R::RefuseLead],
                        chooser,
                        Some("The 1930s code lets declarer call any suit when the offender's partner is to lead."),
                    ),
                    (false, Old) => {
                        let mut options = Vec::new();
                        if facts.partner_leads_next {
                            options.extend(all_suits(R::RequireLead));
                            options.push(R::ForbidLead(card.suit));
                        } else {
                            options.push(R::RefuseLead);
                        }
                        options.push(R::Accept);
                        (
                            vec![Citation::section("Väljakäik väljaspool järjekorda", "Lead out of turn")],
                            Text::new(TEMPLATES[25]).seat("offender", offender).card("card", *card).seat("due", *due),
                            options,
                            chooser,
                            Some("The 2017 Laws make the card a major penalty card; declarer may require or forbid only its suit."),
                        )
                    }
                }
            }
            (Irregularity::PrematurePlay { card, .. }, New) => {
                let mut options = Vec::new();
                if facts.partner_still_to_play {
                    options.extend([R::PartnerPlaysHighest, R::PartnerPlaysLowest]);
                    options.extend(facts.other_suits.iter().map(|s| R::PartnerPlaysSuit(*s)));
                }
                options.push(R::LeaveCard);
                (
                    vec![Citation::law("57", "Premature lead or play by a defender"), Citation::law("50", "Disposition of a penalty card")],
                    Text::new(TEMPLATES[26]).seat("offender", offender).card("card", *card).seat("partner", offender.partner()),
                    options,
                    declarer_or_lho,
                    Some("The 1930s code also lets declarer require partner to win or to lose the trick."),
                )
            }
            (Irregularity::PrematurePlay { card, .. }, Old) => {
                let mut options = Vec::new();
                if facts.partner_still_to_play {
                    options.extend([R::PartnerPlaysHighest, R::PartnerPlaysLowest, R::PartnerWins, R::PartnerLoses]);
                    options.extend(facts.other_suits.iter().map(|s| R::PartnerPlaysSuit(*s)));
                }
                options.push(R::LeaveCard);
                (
                    vec![Citation::section("Enneaegne väljakäimine ja mängimine", "Premature lead or play")],
                    Text::new(TEMPLATES[27]).seat("offender", offender).card("card", *card).seat("partner", offender.partner()),
                    options,
                    declarer_or_lho,
                    Some("The 2017 Laws offer highest, lowest or another suit only, and the card becomes a major penalty card."),
                )
            }
            (Irregularity::CardExposedInPlay { seat, card, intentional }, code) => {
                let defender = facts.declarer.map(|d| d.side() != seat.side()).unwrap_or(true);
                match (defender, code) {
                    (false, New) => (
                        vec![Citation::law("48", "Exposure of declarer's cards")],
                        Text::new(TEMPLATES[28]).card("card", *card),
                        vec![R::Rule],
                        seat.lho(),
                        None,
                    ),
                    (false, Old) => (
                        vec![Citation::section("Mängu kestel näidatud kaart", "Card exposed during the play")],
                        Text::new(TEMPLATES[29]).card("card", *card),
                        vec![R::Rule],
                        seat.lho(),
                        None,
                    ),
                    (true, New) => {
                        let major = *intentional || card.rank.is_honour();
                        (
                            vec![Citation::law("49", "Exposure of a defender's cards"), Citation::law("50", "Disposition of a penalty card")],
                            if major {
                                Text::new(TEMPLATES[30]).card("card", *card).seat("partner", seat.partner()).arg("suit", Arg::Suit(card.suit))
                            } else {
                                Text::new(TEMPLATES[31]).card("card", *card).seat("seat", *seat)
                            },
                            vec![R::Rule],
                            declarer_or_lho,
                            Some("The 1930s code knows no major/minor distinction: the card stays exposed and declarer may call it whenever the offender is to play, but cannot forbid it."),
                        )
                    }
                    (true, Old) => (
                        vec![Citation::section("Mängu kestel näidatud kaart", "Card exposed during the play")],
                        Text::new(TEMPLATES[32]).card("card", *card).seat("seat", *seat),
                        vec![R::Rule],
                        declarer_or_lho,
                        Some("The 2017 Laws split major (must be played at once) from minor penalty cards and add lead options."),
                    ),
                }
            }
            (Irregularity::Revoke { card, trick, established: false, .. }, New) => {
                let defender = facts.declarer.map(|d| d.side() != offender.side()).unwrap_or(true);
                (
                    vec![Citation::law("62", "Correction of a revoke")],
                    Text::new(if defender { TEMPLATES[33] } else { TEMPLATES[34] }).seat("offender", offender).card("card", *card).number("trick", u32::from(*trick) + 1),
                    vec![R::CorrectRevoke],
                    offender.lho(),
                    Some("The 1930s code lets declarer have a defender's revoke card exposed, or require the highest or lowest card of the suit led instead."),
                )
            }
            (Irregularity::Revoke { card, trick, established: false, .. }, Old) => {
                let defender = facts.declarer.map(|d| d.side() != offender.side()).unwrap_or(true);
                let options =
                    if defender { vec![R::CorrectRevoke, R::CorrectWithHighest, R::CorrectWithLowest] } else { vec![R::CorrectRevoke] };
                (
                    vec![Citation::section("Parandatud salgamine", "Corrected revoke")],
                    Text::new(if defender { TEMPLATES[35] } else { TEMPLATES[36] }).seat("offender", offender).card("card", *card).number("trick", u32::from(*trick) + 1),
                    options,
                    offender.lho(),
                    Some("The 2017 Laws make a defender's withdrawn card a major penalty card, with no highest/lowest option."),
                )
            }
            (Irregularity::Revoke { card, trick, established: true, .. }, New) => (
                vec![Citation::law("63", "Establishment of a revoke"), Citation::law("64", "Procedure after establishment of a revoke")],
                Text::new(TEMPLATES[37]).seat("offender", offender).card("card", *card).number("trick", u32::from(*trick) + 1),
                vec![R::TransferTricks],
                offender.lho(),
                Some("The 1930s code transfers two tricks (one for a side's second revoke), and only tricks won after the revoke trick."),
            ),
            (Irregularity::Revoke { card, trick, established: true, .. }, Old) => (
                vec![
                    Citation::section("Teostatud salgamine", "Established revoke"),
                    Citation::section("Karistused salgamise eest", "Revoke penalty"),
                ],
                Text::new(TEMPLATES[38]).seat("offender", offender).card("card", *card).number("trick", u32::from(*trick) + 1),
                vec![R::TransferTricks],
                offender.lho(),
                Some("The 2017 Laws transfer one trick, or two when the revoker won the revoke trick itself."),
            ),
            (Irregularity::DisputedClaim { tricks, .. }, code) => {
                let verdict = facts.verdict.unwrap_or(ClaimVerdict { claimer_tricks: *tricks, double_dummy: *tricks, exact: false });
                let award = R::Award { claimer_tricks: verdict.claimer_tricks };
                let line = Text::new(if verdict.exact { TEMPLATES[39] } else { TEMPLATES[40] })
                    .seat("offender", offender)
                    .number("tricks", u32::from(*tricks))
                    .number("makes", u32::from(verdict.claimer_tricks))
                    .number("dd", u32::from(verdict.double_dummy));
                match code {
                    New => (
                        vec![Citation::law("70", "Contested claim or concession"), Citation::law("68", "Claim or concession defined")],
                        Text::new(TEMPLATES[41]).text("line", line),
                        vec![award],
                        offender.lho(),
                        Some("In the 1930s code there is no director: the opponents may also make the claimer play on along the stated line, and they decide the doubtful points."),
                    ),
                    Old => (
                        vec![Citation::section("Selgusetus võtete suhtes lõpetamata mängus", "Disputed claim")],
                        Text::new(TEMPLATES[42]).text("line", line),
                        vec![award, R::PlayOn],
                        offender.lho(),
                        Some("Under the 2017 Laws play stops and the director awards the tricks."),
                    ),
                }
            }
            (Irregularity::PenaltyCardLead { leader, holder }, _) => {
                let card = facts.penalty_card;
                let suit = card.map(|c| c.suit).unwrap_or(Suit::Spades);
                (
                    vec![Citation::law("50", "Disposition of a penalty card")],
                    match card {
                        Some(c) => Text::new(TEMPLATES[43]).card("card", c),
                        None => Text::new(TEMPLATES[44]),
                    }
                    .seat("leader", *leader)
                    .seat("holder", *holder)
                    .arg("suit", Arg::Suit(suit)),
                    vec![R::RequireLead(suit), R::ForbidLead(suit), R::LeaveCard],
                    declarer_or_lho,
                    None,
                )
            }
            (Irregularity::WithdrawnCallLead { leader }, _) => {
                let mut options = all_suits(R::ForbidLead);
                options.push(R::Waive);
                (
                    vec![Citation::law("26", "Call withdrawn, lead restrictions")],
                    Text::new(TEMPLATES[45]).seat("leader", *leader),
                    options,
                    declarer_or_lho,
                    Some("The 1930s code has no such lead restriction."),
                )
            }
            (Irregularity::ExposedCardMayBeCalled { holder, card }, _) => (
                vec![Citation::section("Mängu kestel näidatud kaart", "Card exposed during the play")],
                Text::new(TEMPLATES[46]).seat("holder", *holder).card("card", *card),
                vec![R::CallCard, R::Waive],
                declarer_or_lho,
                None,
            ),
        };
    Ruling {
        code,
        irregularity: *irregularity,
        citations,
        explanation: explanation.english(),
        text: explanation,
        options,
        chooser,
        differs: differs.map(str::to_owned),
    }
}
