//! The director's ruling: what law applies, what it means in plain words,
//! and what the non-offending side may choose.

use crate::claim::ClaimVerdict;
use crate::code::{Citation, Code};
use crate::irregularity::{AttemptedCall, Irregularity, TurnOf};
use crate::rectification::Rectification;
use serde::{Deserialize, Serialize};
use tenace_bridge::{Call, Seat};
use tenace_cards::{Card, Suit};

/// A ruling at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    pub code: Code,
    pub irregularity: Irregularity,
    pub citations: Vec<Citation>,
    /// What happens and why, in plain English.
    pub explanation: String,
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

/// What the director needs to know about the table beyond the irregularity.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// Declarer, once the auction is over.
    pub declarer: Option<Seat>,
    /// A call out of rotation could be accepted (the tutor can continue the auction from it).
    pub can_accept: bool,
    /// 1930s: seven in the strain of a bid above seven would be legal.
    pub seven_is_legal: bool,
    /// The player due to lead after a lead out of turn is the offender's partner.
    pub partner_leads_next: bool,
    /// The offender's partner has still to play to the trick (premature play).
    pub partner_still_to_play: bool,
    /// Suits other than the one led, for "partner plays a card of another suit".
    pub other_suits: Vec<Suit>,
    /// The penalty card in question (lead options).
    pub penalty_card: Option<Card>,
    /// The director's verdict on a disputed claim.
    pub verdict: Option<ClaimVerdict>,
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
    let (citations, explanation, options, chooser, differs): (Vec<Citation>, String, Vec<R>, Seat, Option<&str>) =
        match (irregularity, code) {
            (Irregularity::InsufficientBid { bid, last, .. }, New) => (
                vec![Citation::law("27", "Insufficient bid"), Citation::law("26", "Call withdrawn, lead restrictions")],
                format!(
                    "{offender} bid {bid} after {last}. Left-hand opponent could accept it; otherwise it is cancelled \
                     and {offender} must replace it. The lowest sufficient bid in the same strain (a comparable call) \
                     costs nothing; any other call bars {partner} for the rest of the auction, and if {offender}'s side \
                     defends, declarer may forbid one suit at {partner}'s first lead. (Accepting an insufficient bid \
                     is not played out by the tutor.)",
                    partner = offender.partner()
                ),
                vec![R::Cancel],
                lho,
                Some("The 1930s code demands any sufficient bid (not a pass) and bars partner for one round only."),
            ),
            (Irregularity::InsufficientBid { bid, last, .. }, Old) => (
                vec![Citation::section("Kõlbmata pakkumine", "Insufficient bid")],
                format!(
                    "{offender} bid {bid} after {last}. Once the opponents point it out, {offender} must raise to a \
                     sufficient bid (free choice of level and suit) and {partner} may not bid in this round. Had \
                     {offender} corrected it unprompted before left-hand opponent called, or had left-hand opponent \
                     called over it, there would have been no penalty.",
                    partner = offender.partner()
                ),
                vec![R::Cancel],
                lho,
                Some("The 2017 Laws allow any legal call; only a comparable call avoids barring partner, but the bar then lasts the whole auction."),
            ),
            (Irregularity::CallOutOfRotation { call, turn_of, .. }, New) => {
                let pass = matches!(call, AttemptedCall::Call(Call::Pass));
                let (law, title, effect) = match (pass, turn_of) {
                    (true, TurnOf::Rho) => ("30", "Pass out of rotation", format!("{offender} must pass at the next turn.")),
                    (true, _) => ("30", "Pass out of rotation", format!("{offender} must pass at the next turn.")),
                    (false, TurnOf::Rho) => (
                        "31",
                        "Bid out of rotation",
                        format!(
                            "At {offender}'s turn the same call (or a comparable one) costs nothing; any other call bars \
                             {} for the rest of the auction, with lead restrictions (Law 26).",
                            offender.partner()
                        ),
                    ),
                    (false, _) => (
                        "31",
                        "Bid out of rotation",
                        format!(
                            "{} must pass for the rest of the auction, and declarer may forbid a suit at the first lead \
                             (Law 26).",
                            offender.partner()
                        ),
                    ),
                };
                let mut options = Vec::new();
                if facts.can_accept {
                    options.push(R::Accept);
                }
                options.push(R::Cancel);
                (
                    vec![Citation::law("29", "Procedure after a call out of rotation"), Citation::law(law, title)],
                    format!(
                        "{offender} called {call} out of rotation. Left-hand opponent may accept it by calling; \
                         otherwise it is cancelled and the auction goes back to the player whose turn it was. {effect}"
                    ),
                    options,
                    lho,
                    Some("The 1930s code ignores a pass out of rotation; a bid at right-hand opponent's turn bars partner for one round, and one at partner's or left-hand opponent's turn lets left-hand opponent demand a redeal."),
                )
            }
            (Irregularity::CallOutOfRotation { call, turn_of, .. }, Old) => {
                let pass = matches!(call, AttemptedCall::Call(Call::Pass));
                let (text, mut options) = match (pass, turn_of) {
                    (true, _) => (
                        "The code penalises bids only: a pass out of rotation is simply taken back.".to_owned(),
                        vec![R::Rule],
                    ),
                    (false, TurnOf::Rho) => (
                        format!(
                            "The auction goes back to the player whose turn it was, and {} may not bid in this round.",
                            offender.partner()
                        ),
                        vec![R::Cancel],
                    ),
                    (false, _) => (
                        "Left-hand opponent may demand a new deal or accept the call.".to_owned(),
                        vec![R::Redeal],
                    ),
                };
                if facts.can_accept && !pass {
                    options.insert(0, R::Accept);
                }
                (
                    vec![Citation::section("Enneaegne pakkumine", "Call out of rotation")],
                    format!("{offender} called {call} out of rotation. {text}"),
                    options,
                    lho,
                    Some("Under the 2017 Laws a pass out of rotation also costs the offender a turn, and a cancelled bid usually bars partner for the whole auction; there is no redeal."),
                )
            }
            (Irregularity::BidAboveSeven { level, strain, .. }, New) => (
                vec![Citation::law("38", "Bid of more than seven"), Citation::law("26", "Call withdrawn, lead restrictions")],
                format!(
                    "{offender} bid {level}{strain}: no contract above seven can be played. The bid is cancelled, \
                     {offender} makes a legal call, {} must pass for the rest of the auction, and lead restrictions \
                     may follow (Law 26).",
                    offender.partner()
                ),
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
                    format!(
                        "{offender} bid {level}{strain}. Left-hand opponent may demand a new deal, treat the bid as \
                         a pass, or let it stand as a bid of seven {strain}."
                    ),
                    options,
                    lho,
                    Some("The 2017 Laws cancel the bid and bar partner for the rest of the auction; no redeal."),
                )
            }
            (Irregularity::InadmissibleDouble { call, .. }, New) => (
                vec![Citation::law("36", "Inadmissible doubles and redoubles"), Citation::law("26", "Call withdrawn, lead restrictions")],
                format!(
                    "{offender}'s {call} was not allowed. It is cancelled, {offender} makes a legal call, {} must pass \
                     for the rest of the auction, and lead restrictions may follow (Law 26).",
                    offender.partner()
                ),
                vec![R::Rule],
                lho,
                Some("The 1930s code lets left-hand opponent demand a redeal or treat the call as a pass."),
            ),
            (Irregularity::InadmissibleDouble { call, .. }, Old) => (
                vec![Citation::section("Muud eksimused pakkumisel", "Other irregular calls")],
                format!(
                    "{offender}'s {call} was not allowed. Left-hand opponent may demand a new deal or treat it as a \
                     pass. (The code would also let some such doubles stand; the tutor cannot play a double the \
                     auction does not allow.)"
                ),
                vec![R::Redeal, R::TreatAsPass],
                lho,
                Some("The 2017 Laws cancel the call and bar partner for the rest of the auction."),
            ),
            (Irregularity::CardExposedInAuction { card, .. }, New) => {
                let text = if card.rank.is_honour() {
                    format!(
                        "{card} is an honour: it stays face up, {} must pass at the next turn, and if {offender} \
                         defends it becomes a major penalty card.",
                        offender.partner()
                    )
                } else {
                    format!(
                        "{card} is a single low card: it stays face up, and if {offender} defends it becomes a minor \
                         penalty card. Nothing else happens."
                    )
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
                    ("An honour was shown: left-hand opponent may demand a new deal.".to_owned(), vec![R::Redeal, R::Waive])
                } else {
                    (
                        format!(
                            "A single low card: if {offender}'s side defends, declarer may have it stay faced, or \
                             forbid {} to lead a {} at the opening lead.",
                            offender.partner(),
                            card.suit
                        ),
                        vec![R::LeaveCard, R::ForbidLead(card.suit), R::Waive],
                    )
                };
                (
                    vec![Citation::section("Pakkumise ajal näidatud kaart", "Card exposed during the auction")],
                    format!("{offender} showed {card} during the auction. {text}"),
                    options,
                    lho,
                    Some("The 2017 Laws never redeal: the card becomes a penalty card if the offender defends, and an honour also silences partner for one turn."),
                )
            }
            (Irregularity::LeadOutOfTurn { card, due, opening: true, .. }, New) => (
                vec![Citation::law("54", "Faced opening lead out of turn"), Citation::law("50", "Disposition of a penalty card")],
                format!(
                    "{offender} led {card} but {due} had the opening lead. Declarer may accept it and play next, \
                     accept it by spreading the hand (then declarer's partner becomes declarer), or refuse it: \
                     {card} becomes a major penalty card and {due} leads, with declarer's lead options."
                ),
                vec![R::AcceptLeadAndPlay, R::DeclarerBecomesDummy, R::RefuseLead],
                declarer_or_lho,
                Some("The 1930s code lets declarer call any suit from the right leader, forbid the card's suit, or accept; declarer becomes dummy if he plays to the lead before dummy is spread."),
            ),
            (Irregularity::LeadOutOfTurn { card, due, opening: true, .. }, Old) => {
                let mut options = all_suits(R::RequireLead);
                options.extend([R::ForbidLead(card.suit), R::AcceptLeadAndPlay, R::DeclarerBecomesDummy]);
                (
                    vec![Citation::section("Väljakäik väljaspool järjekorda", "Lead out of turn")],
                    format!(
                        "{offender} led {card} but {due} had the opening lead. Declarer may call a suit for {due} to \
                         lead, treat {card} as exposed and forbid its suit, or accept the lead. If declarer plays a \
                         card to it before dummy is spread, declarer becomes dummy."
                    ),
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
                        format!("{offender} led {card} but the lead was {due}'s. The defenders may accept it or have it taken back; it carries no penalty."),
                        vec![R::Accept, R::RefuseLead],
                        chooser,
                        Some("The 1930s code makes declarer lead the same suit from the right hand when he led from the wrong one."),
                    ),
                    (true, Old) => (
                        vec![
                            Citation::section("Väljakäik väljaspool järjekorda", "Lead out of turn"),
                            Citation::section("Avaldaja eksimus väljakäimisel", "Declarer leading from the wrong hand"),
                        ],
                        format!("{offender} led {card} but the lead was {due}'s. The opponents may accept it or have it taken back; from the wrong hand of declarer's side, the same suit must then be led from the right hand if possible."),
                        vec![R::Accept, R::RefuseLead],
                        chooser,
                        Some("The 2017 Laws put no suit restriction on declarer's corrected lead."),
                    ),
                    (false, New) => (
                        vec![Citation::law("53", "Lead out of turn accepted"), Citation::law("56", "Defender's lead out of turn"), Citation::law("50", "Disposition of a penalty card")],
                        format!("{offender} led {card} but the lead was {due}'s. Declarer may accept it; otherwise {card} becomes a major penalty card and {due} leads{}.", if facts.partner_leads_next { ", with declarer's lead options" } else { "" }),
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
                            format!("{offender} led {card} but the lead was {due}'s. Declarer may call a suit when the defenders lead next, otherwise treat the card as exposed; or treat it as exposed and forbid its suit to partner; or accept the lead."),
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
                    format!(
                        "{offender} played {card} before partner had played. {card} becomes a major penalty card, and \
                         declarer may require {} to play the highest or lowest card of the suit led, or a card of \
                         another suit.",
                        offender.partner()
                    ),
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
                    format!(
                        "{offender} played {card} before partner. Declarer may require {} to play the highest or \
                         lowest card of the suit led, to win the trick (by ruffing if need be), not to win it, or to \
                         discard a named suit; the duty to follow suit stays. The tutor takes {card} back as an \
                         exposed card.",
                        offender.partner()
                    ),
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
                        format!("Declarer's side showed {card}: there is no penalty and the card goes back."),
                        vec![R::Rule],
                        seat.lho(),
                        None,
                    ),
                    (false, Old) => (
                        vec![Citation::section("Mängu kestel näidatud kaart", "Card exposed during the play")],
                        format!("Declarer's side showed {card}: the code has no penalty for declarer or dummy."),
                        vec![R::Rule],
                        seat.lho(),
                        None,
                    ),
                    (true, New) => {
                        let major = *intentional || card.rank.is_honour();
                        (
                            vec![Citation::law("49", "Exposure of a defender's cards"), Citation::law("50", "Disposition of a penalty card")],
                            if major {
                                format!("{card} is a major penalty card (an honour, or shown on purpose): it stays face up and must be played at the first legal opportunity; when {} gains the lead declarer may require or forbid a {}.", seat.partner(), card.suit)
                            } else {
                                format!("{card} is a minor penalty card (a spot card shown by accident): {seat} may not play another spot card of that suit before it, but may play an honour instead.")
                            },
                            vec![R::Rule],
                            declarer_or_lho,
                            Some("The 1930s code knows no major/minor distinction: the card stays exposed and declarer may call it whenever the offender is to play, but cannot forbid it."),
                        )
                    }
                    (true, Old) => (
                        vec![Citation::section("Mängu kestel näidatud kaart", "Card exposed during the play")],
                        format!("{card} stays face up until it is played; whenever {seat} is to play and may legally play it, declarer may call it. Declarer cannot forbid it."),
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
                    format!(
                        "{offender} revoked with {card} on trick {}. It is not yet established, so it must be \
                         corrected: a card of the suit led is played instead{}.",
                        u16::from(*trick) + 1,
                        if defender { format!(" and {card} becomes a major penalty card") } else { String::new() }
                    ),
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
                    format!(
                        "{offender} revoked with {card} on trick {} and it is corrected before it is established. {}",
                        u16::from(*trick) + 1,
                        if defender {
                            "Declarer may have the card exposed, or require the highest or lowest card of the suit led."
                        } else {
                            "Declarer's side simply takes the card back (from dummy there is no penalty at all)."
                        }
                    ),
                    options,
                    offender.lho(),
                    Some("The 2017 Laws make a defender's withdrawn card a major penalty card, with no highest/lowest option."),
                )
            }
            (Irregularity::Revoke { card, trick, established: true, .. }, New) => (
                vec![Citation::law("63", "Establishment of a revoke"), Citation::law("64", "Procedure after establishment of a revoke")],
                format!(
                    "{offender}'s revoke with {card} on trick {} is established: the trick stands. At the end of play, \
                     if the revoker won that trick it and one later trick of the offending side go to the opponents; \
                     otherwise one trick, if the offending side won that or a later trick. No transfer for a revoke \
                     on trick 12, by dummy, or a second revoke in the same suit by the same player.",
                    u16::from(*trick) + 1
                ),
                vec![R::TransferTricks],
                offender.lho(),
                Some("The 1930s code transfers two tricks (one for a side's second revoke), and only tricks won after the revoke trick."),
            ),
            (Irregularity::Revoke { card, trick, established: true, .. }, Old) => (
                vec![
                    Citation::section("Teostatud salgamine", "Established revoke"),
                    Citation::section("Karistused salgamise eest", "Revoke penalty"),
                ],
                format!(
                    "{offender}'s revoke with {card} on trick {} is established: the trick stands, and at the end the \
                     opponents take two of the tricks the offending side won after it (one for a second revoke). A \
                     revoke in trick 12 is no revoke.",
                    u16::from(*trick) + 1
                ),
                vec![R::TransferTricks],
                offender.lho(),
                Some("The 2017 Laws transfer one trick, or two when the revoker won the revoke trick itself."),
            ),
            (Irregularity::DisputedClaim { tricks, .. }, code) => {
                let verdict = facts.verdict.unwrap_or(ClaimVerdict { claimer_tricks: *tricks, double_dummy: *tricks, exact: false });
                let award = R::Award { claimer_tricks: verdict.claimer_tricks };
                let line = format!(
                    "{offender} claimed {tricks}. Against the best defence, along the claimer's normal lines (no \
                     unstated finesse, doubtful points against the claimer), the claimer's side makes {}{}; \
                     double-dummy it could make {}.",
                    verdict.claimer_tricks,
                    if verdict.exact { "" } else { " (approximated by the double-dummy result)" },
                    verdict.double_dummy
                );
                match code {
                    New => (
                        vec![Citation::law("70", "Contested claim or concession"), Citation::law("68", "Claim or concession defined")],
                        format!("{line} The director awards that."),
                        vec![award],
                        offender.lho(),
                        Some("In the 1930s code there is no director: the opponents may also make the claimer play on along the stated line, and they decide the doubtful points."),
                    ),
                    Old => (
                        vec![Citation::section("Selgusetus võtete suhtes lõpetamata mängus", "Disputed claim")],
                        format!("{line} The opponents decide the doubtful points, or may require the play to continue along the claimer's statement."),
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
                    format!(
                        "{leader} is to lead while partner {holder} has a major penalty card{}. Declarer may require \
                         a {suit} lead or forbid one as long as {leader} keeps the lead (either way the card goes \
                         back), or leave the card on the table.",
                        card.map(|c| format!(" ({c})")).unwrap_or_default()
                    ),
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
                    format!("{leader}'s partner had a call withdrawn: at {leader}'s first lead declarer may forbid any one suit."),
                    options,
                    declarer_or_lho,
                    Some("The 1930s code has no such lead restriction."),
                )
            }
            (Irregularity::ExposedCardMayBeCalled { holder, card }, _) => (
                vec![Citation::section("Mängu kestel näidatud kaart", "Card exposed during the play")],
                format!("{holder} is to play and still has {card} exposed: declarer may call it now."),
                vec![R::CallCard, R::Waive],
                declarer_or_lho,
                None,
            ),
        };
    Ruling {
        code,
        irregularity: irregularity.clone(),
        citations,
        explanation,
        options,
        chooser,
        differs: differs.map(str::to_owned),
    }
}
