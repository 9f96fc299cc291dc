//! The ACBL's SAYC System Booklet (revised January 2006), section by
//! section: each test names the section it follows, and each case is a hand
//! of our own (or a textbook's) that the section decides. Where the booklet
//! is silent the case follows standard practice and says so. Hands are
//! written spades.hearts.diamonds.clubs; auctions start with North, the
//! dealer; the hand given is the player to call. Each test checks all its
//! cases and lists every one that fails.

mod booklet;

use booklet::Section;
use tenace_bridge::Vulnerability;

// ---------------------------------------------------------------- GENERAL APPROACH

#[test]
fn general_approach_openings() {
    let mut t = Section::default();
    // Open the higher of two long suits of equal length, 6-6 as 5-5.
    t.bids("AK9872.KQJ852.5.", "", "1S", "open.1major");
    // 4-4-3-2 with both majors and three diamonds: 1♦ (the only 1♦ with three).
    t.bids("KJ43.AQ52.K64.52", "", "1D", "open.1d");
    // No-trump openings may hold a five-card major or minor.
    t.bids("AQ.KJ973.KJ4.Q83", "", "1NT", "open.1nt");
    t.bids("KQ5.A4.KJ863.Q72", "", "1NT", "open.1nt");
    // 3NT = 25–27 balanced; more goes through 2♣.
    t.bids("AKQ.KQJ4.AKJ.K95", "", "3NT", "open.3nt");
    t.bids("AKQ.KQJ4.AKJ.AQ5", "", "2C", "open.2c");
    t.bids("AKQ.KQJ4.AKJ.AQ5", "2C P 2D P", "3NT", "2c.rebid_3nt");
    t.done();
}

// ---------------------------------------------------------------- 1NT OPENING

#[test]
fn notrump_responses_and_stayman() {
    let mut t = Section::default();
    // Stayman to game (booklet: 2♣ asks; 4♥ with a fit and game values).
    t.bids("A5.KQT6.KJ4.QT52", "P P 1NT P 2C P", "2H", "stayman_major");
    t.bids("76.AJ85.QT76.K43", "1NT P 2C P 2H P", "4H", "stayman_game");
    // A transfer and a weak hand that passes.
    t.bids("J9765.K84.92.Q75", "P 1NT P", "2H", "nt.transfer");
    t.bids("J9765.K84.92.Q75", "P 1NT P 2H P 2S P", "P", "transfer_pass");
    // 3♣/3♦ over 1NT: a six-card minor, invitational to 3NT.
    t.bids("94.54.AQJ982.Q53", "P 1NT P", "3D", "minor_invite");
    // 3♥/3♠ over 1NT: six or more cards and slam interest.
    t.bids("AKQ975.K4.A92.53", "P 1NT P", "3S", "nt.major_slam");
    // After Stayman, 3♣/3♦ by responder: a five-card minor and slam interest.
    t.bids("AQ32.K4.KQJ92.53", "P 1NT P 2C P 2H P", "3D", "stayman_minor_slam");
    // After Stayman and 2♦, two of a major: five cards (four in the other), invitational.
    t.bids("KJ974.QJ54.J2.53", "P 1NT P 2C P 2D P", "2S", "stayman_five_card_major");
    t.done();
}

#[test]
fn notrump_invitations_and_slam_tries() {
    let mut t = Section::default();
    // Stayman then 2NT: invitational, no fit.
    t.bids("KJ32.Q54.K72.953", "P 1NT P 2C P 2D P", "2NT", "stayman_2nt");
    // Opener accepts with a maximum, declines with a minimum.
    t.bids("AQ5.KJ4.KQ72.Q53", "1NT P 2C P 2D P 2NT P", "3NT", "accept");
    t.bids("AQ5.KJ4.Q872.Q53", "1NT P 2C P 2D P 2NT P", "P", "decline");
    // Stayman's raise to three: opener bids game with a maximum.
    t.bids("AQ5.KJ94.KQ7.Q53", "1NT P 2C P 2H P 3H P", "4H", "stayman_invite_answer");
    t.bids("A95.KJ94.K87.Q53", "1NT P 2C P 2H P 3H P", "P", "stayman_invite_answer");
    // Quantitative 4NT: 6NT with a maximum, pass with a minimum.
    t.bids("AQ5.KJ4.KQ72.Q53", "1NT P 4NT P", "6NT", "invite_answer");
    t.bids("AQ5.KJ4.Q872.Q53", "1NT P 4NT P", "P", "invite_answer");
    // Slam interest with a six-card major: opener cue-bids or raises with a fit.
    t.bids("A85.KJ4.KQ72.Q53", "1NT P 3S P", "4S", "nt.major_slam_answer");
    t.done();
}

#[test]
fn interference_over_our_notrump() {
    let mut t = Section::default();
    // Over their double, systems are on.
    t.bids("J9765.K84.92.Q75", "P 1NT X", "2H", "nt.transfer");
    // Over their bid, Stayman and transfers are off: a two-level suit is natural, to play.
    t.bids("J9765.K84.92.Q75", "P 1NT 2C", "2S", "nt.over_interference.natural");
    t.bids("K4.Q9854.972.532", "P 1NT 2C", "2H", "nt.over_interference.natural");
    // A cue-bid of their suit is Stayman, forcing to game.
    t.bids("KQ32.AJ54.972.53", "P 1NT 2D", "3D", "nt.over_interference.cue");
    // A double is for penalties.
    t.bids("K4.AQ54.KJ92.532", "P 1NT 2H", "X", "nt.over_interference.penalty");
    // 3NT with game values and their suit stopped; pass when weak.
    t.bids("K4.Q54.KJ92.A532", "P 1NT 2S", "3NT", "nt.over_interference.game");
    t.bids("432.54.J972.9532", "P 1NT 2S", "P", "");
    // They double the transfer: completing it shows three; with two, pass and partner bids it.
    t.bids("AK3.KQ4.Q972.K53", "1NT P 2D X", "2H", "transfer_doubled");
    t.bids("AK3.K4.Q9742.K53", "1NT P 2D X", "P", "transfer_doubled");
    t.bids("K4.Q9854.972.532", "P 1NT P 2D X P P", "2H", "transfer_retransfer");
    // A three-level jump in a new suit: five or more, forcing.
    t.bids("K4.AQJ54.K92.532", "P 1NT 2C", "3H", "nt.over_interference.force");
    t.done();
}

// ---------------------------------------------------------------- 2NT AND 3NT OPENINGS

#[test]
fn two_and_three_notrump_openings() {
    let mut t = Section::default();
    // Over 2NT: 3♣ Stayman, 3♦/3♥ transfers, 3NT to play.
    t.bids("K432.Q54.972.853", "P 2NT P", "3C", "nt.stayman");
    t.bids("K4328.Q54.972.53", "P 2NT P", "3H", "nt.transfer");
    t.bids("Q43.J54.J972.853", "P 2NT P", "3NT", "nt.game");
    t.bids("843.54.9732.8532", "P 2NT P", "P", "nt.pass");
    // Over 3NT: 4♣ is Stayman, 4♦/4♥ transfers.
    t.bids("K432.Q542.972.53", "P 3NT P", "4C", "nt.stayman");
    t.bids("K8432.Q54.972.53", "P 3NT P", "4H", "nt.transfer");
    t.done();
}

// ---------------------------------------------------------------- STRONG 2♣

#[test]
fn strong_two_clubs() {
    let mut t = Section::default();
    // A suit rebid after 2♦ forces to three of a major; responder raises with support.
    t.bids("852.K976.854.Q73", "P 2C P 2D P 2S P", "3S", "2c.raise");
    t.bids("85.K9762.854.Q73", "P 2C P 2D P 2H P", "3H", "2c.raise");
    // 2NT positive: 8+ balanced.
    t.bids("K85.Q976.K54.Q73", "2C P", "2NT", "2c.positive_nt");
    // After 2♣–2♦–2NT (22–24) the 2NT structure applies.
    t.bids("K432.Q54.972.853", "P 2C P 2D P 2NT P", "3C", "nt.stayman");
    t.done();
}

// ---------------------------------------------------------------- WEAK TWO-BIDS

#[test]
fn weak_two_bids() {
    let mut t = Section::default();
    // A six-card suit of reasonable quality and 5–11 HCP.
    t.bids("KJ9742.84.K52.63", "", "2S", "open.weak2");
    t.bids("QJ9742.84.K52.63", "", "2S", "open.weak2");
    t.bids("J87432.84.K52.AQ", "", "P", "");
    // Booklet example: 2♠, 2NT asks; a maximum shows a feature.
    t.bids("KQJ975.84.K52.63", "2S P 2NT P", "3D", "weak2.feature");
    t.bids("A3.AK65.A976.854", "P 2S P", "2NT", "weak2.feature_ask");
    t.bids("A3.AK65.A976.854", "P 2S P 2NT P 3D P", "4S", "");
    // A maximum without a feature bids 3NT.
    t.bids("KQJ975.84.Q52.Q3", "2S P 2NT P", "3NT", "weak2.max_no_feature");
    // Any raise is to play; a new suit forces one round.
    t.bids("Q52.84.K9742.A63", "P 2S P", "3S", "weak2.raise");
    t.bids("5.AKJ984.A52.K63", "P 2S P", "3H", "weak2.new_suit");
    // The new suit: opener raises a major with three-card support.
    t.bids("KQJ975.Q84.52.63", "2S P 3H P", "4H", "weak2.new_suit_raise");
    t.bids("KQJ975.4.852.J63", "2S P 3H P", "3S", "weak2.new_suit_rebid");
    // 2NT is still the ask over their double.
    t.bids("A3.AK65.A976.854", "P 2S X", "2NT", "weak2.feature_ask");
    t.done();
}

// ---------------------------------------------------------------- PREEMPTS

#[test]
fn preemptive_openings_follow_the_rule_of_two_three_four() {
    let mut t = Section::default();
    use Vulnerability::*;
    // Seven good spades: 3♠ at equal vulnerability and at favourable.
    t.vul("KQJ9752.4.852.63", "", None, "3S", "open.preempt3");
    t.vul("KQJ9752.4.852.63", "", EastWest, "3S", "open.preempt3");
    // Vulnerable against not (within two tricks), the same suit is not enough.
    t.vul("KQJ9752.4.852.63", "", NorthSouth, "P", "");
    t.vul("AKQ9752.4.852.63", "", NorthSouth, "3S", "open.preempt3");
    // Eight hearts: 4♥.
    t.bids("4.AKQJ9532.85.63", "", "4H", "open.preempt4");
    // Responder raises the preempt to game with tricks, passes without.
    t.bids("A85.A4.KQ72.A953", "3S P", "4S", "preempt.game");
    t.bids("A8.K54.Q872.J953", "3S P", "P", "preempt.pass");
    // New suit over a preempt: forcing.
    t.bids("5.AKQJ84.5.KQ632", "3D P", "3H", "preempt.new_suit");
    t.done();
}

// ---------------------------------------------------------------- RESPONSES TO 1♣ / 1♦

#[test]
fn responses_to_one_of_a_minor() {
    let mut t = Section::default();
    // A new suit at the one level: 6+ and four cards, up the line with 4-4.
    t.bids("Q84.K962.Q73.J52", "1D P", "1H", "new_suit_1");
    t.bids("KJ43.Q962.73.J52", "1C P", "1H", "new_suit_1");
    t.bids("KJ843.Q962.73.J5", "1C P", "1S", "new_suit_1");
    // Raises: four to raise 1♦, five to raise 1♣; no four-card major.
    t.bids("Q84.K96.QT732.J5", "1D P", "2D", "minor_raise");
    // 1NT: 6–10 without a major to show or a raise.
    t.bids("Q84.K96.Q73.J852", "1C P", "1NT", "resp.1nt");
    // 2NT 13–15 forcing, 3NT 16–18, balanced without a major.
    t.bids("KQ4.A96.QJ7.Q852", "1D P", "2NT", "resp.2nt");
    t.bids("KQ4.A96.AJ7.Q852", "1D P", "3NT", "resp.3nt");
    // Two over one: 10+ and four or more cards, forcing.
    t.bids("K4.J54.Q9.AKJ532", "1D P", "2C", "new_suit_2");
    // A strong jump shift.
    t.bids("AKQJ4.K5.K92.A53", "1D P", "2S", "jump_shift");
    t.done();
}

// ---------------------------------------------------------------- RESPONSES TO 1♥ / 1♠

#[test]
fn responses_to_one_of_a_major() {
    let mut t = Section::default();
    // 2♥ over 1♠ promises five hearts and 10+.
    t.bids("K4.AQJ54.J92.Q53", "1S P", "2H", "new_suit_2");
    t.bids("K4.AQJ5.J92.Q853", "1S P", "2C", "new_suit_2");
    // 3NT: 15–17 balanced with two cards in opener's major.
    t.bids("KQ4.A6.KJ73.Q852", "1H P", "3NT", "resp.3nt");
    // With 13+ and only three trumps, a new suit first (Jacoby needs four).
    t.bids("KJ4.A96.Q73.AJ52", "1S P", "2C", "new_suit_2");
    // The preemptive raise needs a singleton or void.
    t.bids("5.Q9854.J9762.93", "1H P", "4H", "game_raise");
    t.bids("95.Q9854.Q976.93", "1H P", "2H", "single_raise");
    t.done();
}

// ---------------------------------------------------------------- OPENER'S REBIDS

#[test]
fn opener_rebids_by_strength() {
    let mut t = Section::default();
    // Minimum: raise with four, 1NT balanced, a new suit at the one level,
    // the six-card suit again (with 6-4 the six-card suit first).
    t.bids("A4.K762.KQ652.J4", "1D P 1H P", "2H", "rebid.raise");
    t.bids("Q95.K7.A8652.KJ4", "1D P 1S P", "1NT", "nt_minimum");
    t.bids("AQ42.K7.A8652.J4", "1D P 1H P", "1S", "new_suit_1");
    t.bids("K3.AQ9652.K5.Q54", "1H P 1S P", "2H", "own_suit");
    t.bids("3.AQJ652.K5.QJ54", "1H P 1S P", "2H", "own_suit");
    // Medium: a jump rebid of a good six-card suit; a reverse (16+, forcing).
    t.bids("AK3.AQJ652.K5.54", "1H P 1S P", "3H", "jump_own");
    t.bids("5.AQ62.AKJ94.K54", "1D P 1S P", "2H", "reverse");
    // Maximum: 2NT 18–19, a jump shift.
    t.bids("AQ.KJ972.AQ3.K54", "1H P 1S P", "2NT", "nt_strong");
    t.bids("AKJ3.K7.AQ862.A4", "1D P 1H P", "2S", "rebid.jump_shift");
    t.done();
}

#[test]
fn a_two_over_one_promises_a_rebid() {
    let mut t = Section::default();
    // Responder bid 2♣ with 10+; opener's minimum rebid is not passed.
    t.bids("K96.Q2.KJ3.Q9854", "1S P 2C P 2S P", "3S", "");
    t.bids("K96.Q2.KJ73.Q985", "1S P 2C P 2D P", "3D", "responder_raise");
    // Opener raises a 2♥ response with three hearts.
    t.bids("KQ965.A94.Q8.J54", "1S P 2H P", "3H", "rebid.raise");
    t.done();
}

#[test]
fn opener_invitations_and_their_answers() {
    let mut t = Section::default();
    // Responder raised: opener invites with 16–18 (three of the suit), bids game with 19+.
    t.bids("AQJ74.K652.A5.Q4", "1S P 2S P", "3S", "invite");
    t.bids("AKJ74.KQ52.A5.Q4", "1S P 2S P", "4S", "");
    t.bids("AQJ74.Q652.A5.J4", "1S P 2S P", "P", "");
    // Responder accepts a maximum single raise, declines a minimum.
    t.bids("K96.Q872.K93.854", "1S P 2S P 3S P", "4S", "accept");
    t.bids("K96.Q872.J93.854", "1S P 2S P 3S P", "P", "decline");
    // The limit raise: opener bids game with 14+, passes a bare minimum.
    t.bids("AQJ74.K652.Q5.J4", "1S P 3S P", "4S", "");
    t.bids("AQJ74.Q652.J5.J4", "1S P 3S P", "P", "");
    // Opener's 2NT (18–19): responder bids 3NT with 7+.
    t.bids("J965.Q2.KJ73.854", "1C P 1S P 2NT P", "3NT", "");
    t.done();
}

// ---------------------------------------------------------------- RESPONDER'S REBIDS

#[test]
fn responders_rebids() {
    let mut t = Section::default();
    // 11–12: 2NT after opener's 1NT.
    t.bids("KJ43.Q96.Q73.K52", "1D P 1S P 1NT P", "2NT", "");
    // Opener's second suit raised with four (6–10).
    t.bids("KJ43.Q962.73.J52", "1C P 1H P 1S P", "2S", "responder_raise");
    // A six-card suit rebid with a weak hand.
    t.bids("84.KJ9652.73.Q52", "1D P 1H P 2D P", "2H", "responder_own_suit");
    // Fourth suit forcing: game values, no stopper in the fourth suit.
    t.bids("A2.KQ872.KQ5.743", "1D P 1H P 1S P", "2C", "fourth_suit");
    // A jump in responder's six-card suit after 1NT: invitational.
    t.bids("AT8742.Q5.J93.K4", "1D P 1S P 1NT P", "3S", "responder_jump_own");
    t.done();
}

#[test]
fn after_fourth_suit_forcing_and_reverses() {
    let mut t = Section::default();
    // Opener answers the fourth suit: three-card support first, else no-trump with a stopper.
    t.bids("KQ4.J6.AJ842.Q53", "1D P 1S P 2C P 2H P", "2S", "fourth_suit_answer");
    t.bids("K4.K6.AJ842.QJ53", "1D P 1S P 2C P 2H P", "2NT", "fourth_suit_answer");
    // After a reverse: the minimum rebids (own six-card suit, preference) and game with 10+.
    t.bids("Q8742.95.J93.K42", "1D P 1S P 2H P", "3D", "");
    t.bids("KQ965.J4.K93.Q42", "1D P 1S P 2H P", "3NT", "");
    t.done();
}

// ---------------------------------------------------------------- OVERCALLS

#[test]
fn overcalls_and_their_advances() {
    let mut t = Section::default();
    // Overcalls: a good five-card suit, 8–16; two-level overcalls want more.
    t.bids("KQJ74.A85.942.73", "1C", "1S", "overcall.suit");
    t.bids("AQ974.K5.Q942.73", "1D", "1S", "overcall.suit");
    t.bids("74.K5.AQJ942.973", "1S", "2D", "overcall.suit");
    // Weak jump overcall: a weak two at the two level.
    t.bids("KQT985.4.Q92.873", "1C", "2S", "overcall.weak_jump");
    // Advancing: a raise with support; the cue-bid with a limit raise or better.
    t.bids("K74.Q85.J942.Q73", "1C 1S P", "2S", "adv.raise");
    t.bids("K74.Q85.A942.K73", "1C 1S P", "2C", "adv.cue_raise");
    // The overcaller rebids the suit with a minimum after the cue-bid.
    t.bids("KQJ74.A85.942.73", "P 1C 1S P 2C P", "2S", "cue_minimum");
    t.done();
}

#[test]
fn the_notrump_overcall() {
    let mut t = Section::default();
    // 15–18, balanced, their suit stopped.
    t.bids("KJ4.AQ5.KJ72.Q93", "1H", "1NT", "overcall.1nt");
    t.bids("A85.KQ74.KJ4.A73", "1S", "1NT", "overcall.1nt");
    // Advancing: Stayman, two of a suit to play, 3NT with game values.
    t.bids("KJ43.Q962.A3.J52", "1D 1NT P", "2C", "nt.stayman");
    t.bids("Q8742.95.9542.73", "1D 1NT P", "2S", "overcall_advance_weak");
    t.bids("K74.Q85.A942.K73", "1D 1NT P", "3NT", "nt.game");
    t.done();
}

#[test]
fn two_suited_overcalls() {
    let mut t = Section::default();
    // Michaels over a minor: both majors; over a major: the other major and a minor
    // (weak here: an intermediate 5-5 overcalls, tests/sayc_booklet_competitive.rs).
    t.bids("KJ875.QT984.92.3", "1C", "2C", "michaels");
    t.bids("KJ875.3.QT984.92", "1H", "2H", "michaels");
    // The unusual 2NT: the two lowest unbid suits.
    t.bids("3.92.AKJ85.QJ974", "1S", "2NT", "unusual");
    // Advancer picks the better major; 2NT asks for the minor over a major Michaels.
    t.bids("Q94.J72.A9852.73", "1C 2C P", "2S", "adv.two_suiter");
    t.bids("84.J72.A9852.Q73", "1H 2H P", "2NT", "adv.michaels_ask");
    t.bids("AKJ75.3.KQT84.92", "P 1H 2H P 2NT P", "3D", "michaels_minor");
    t.done();
}

// ---------------------------------------------------------------- TAKEOUT DOUBLES

#[test]
fn takeout_doubles_and_advances() {
    let mut t = Section::default();
    // Opening values, short in their suit, support for the others.
    t.bids("KQ85.AJ74.K942.3", "1C", "X", "takeout.double");
    // Both majors with three cards in their minor still double.
    t.bids("AJ85.KQ74.K94.73", "1D", "X", "takeout.double");
    // Over a weak two, and over preempts through 4♦.
    t.bids("KJ94.A5.AQ63.K95", "2H", "X", "takeout.double");
    t.bids("KJ94.AQ5.AQ63.95", "3C", "X", "takeout.double");
    // Advancing: the cheapest four-card major with 0–8, a jump with 9–11,
    // the cue-bid with 12+, no-trump with a stopper, a pass to convert.
    t.bids("J742.Q98.9542.73", "1C X P", "1S", "adv.double_suit");
    t.bids("K85.QJ7.K92.Q873", "1C X P", "2NT", "adv.double_nt");
    t.bids("KQ85.A74.J94.K73", "1D X P", "2D", "adv.cue");
    t.bids("Q4.J7.K83.KQJT98", "1C X P", "P", "penalty_pass");
    // The doubler: a raise with extra values, a pass with a minimum.
    t.bids("AQ85.KQ74.K94.A3", "1D X P 1S P", "3S", "takeout.raise");
    t.bids("KQ85.AJ74.K942.3", "1C X P 1H P", "P", "");
    t.done();
}

// ---------------------------------------------------------------- BALANCING

#[test]
fn balancing() {
    let mut t = Section::default();
    // Booklet: balancing calls may be lighter; a balancing 1NT is 10–15.
    t.bids("K85.QJ7.K92.Q873", "1D P P", "1NT", "overcall.1nt");
    t.bids("Q854.7.K8632.K54", "1H P P", "X", "takeout.double");
    t.bids("74.K5.AQJ942.973", "1S P P", "2D", "overcall.suit");
    // They found a fit and stopped low: balance with shortness in their suit.
    t.bids("Q854.7.K8632.K54", "1H P 2H P P", "X", "takeout.double");
    t.bids("Q854.7.K8632.K54", "1H P 2H P P", "X", "takeout.double");
    t.done();
}

// ---------------------------------------------------------------- COMPETITIVE BIDDING AFTER OUR OPENING

#[test]
fn negative_doubles() {
    let mut t = Section::default();
    // 1♣–(1♦)–X: both majors; a one-level major is five cards over 1♥.
    t.bids("KJ43.Q962.73.J52", "1C 1D", "X", "negative_double");
    t.bids("KJ43.Q96.J73.Q52", "1D 1H", "X", "negative_double");
    t.bids("KJ432.Q96.J7.Q52", "1D 1H", "1S", "new_suit_1");
    // Booklet example: 1♦–(1♠)–X with four hearts.
    t.bids("85.KJ76.942.AQ53", "1D 1S", "X", "negative_double");
    // No unbid major: the double shows the minors.
    t.bids("85.K7.QJ942.A953", "1H 1S", "X", "negative_double");
    t.bids("KJ43.Q962.A3.J52", "1D 2C", "X", "negative_double");
    // Opener answers like a takeout double: the major with four, else the suit.
    t.bids("A4.Q853.AKJ65.92", "1D 1S X P", "2H", "negative_answer");
    t.bids("A4.Q8.AKJ652.982", "1D 1S X P", "2D", "negative_answer");
    t.done();
}

#[test]
fn reopening_and_penalty_doubles() {
    let mut t = Section::default();
    // Opener reopens with a double when short in their suit.
    t.bids("4.KQ85.AJ965.K92", "1D 1S P P", "X", "reopening_double");
    // Responder, who passed with their suit, converts it to penalties.
    t.bids("KQT98.73.942.Q53", "1D 1S P P X P", "P", "penalty_pass");
    t.done();
}

/// Booklet, "Negative doubles" and "Reopening doubles": partner's double
/// asks me to bid, so a hand no other rule describes still answers it — in
/// my longest unbid suit at the cheapest level (a weak responder after
/// opener's reopening double), or in no-trump with their suit stopped
/// (opener's answer to a negative double). Rules `sayc.answer_double.*`.
#[test]
fn a_forcing_double_is_answered_when_no_other_rule_fits() {
    let mut t = Section::default();
    // Responder passed their 2♣ and opener reopened: bid the longest unbid suit.
    t.bids("9632.J5.Q74.8643", "1D 2C P P X P", "2S", "answer_double.suit");
    t.bids("J63.T985.Q4.8643", "1D 2C P P X P", "2H", "answer_double.suit");
    t.bids("7532.J84.Q6.9732", "1H 2C P P X P", "2S", "answer_double.suit");
    // Opener, balanced minimum with their spades stopped, answers a negative double in no-trump.
    t.bids("AQ5.J84.Q62.KJ73", "1C 2S X P", "2NT", "answer_double.nt");
    t.done();
}

#[test]
fn responses_over_their_takeout_double() {
    let mut t = Section::default();
    // Booklet: a new suit at the one level is forcing; at the two level not.
    t.bids("KQJ74.85.942.Q73", "1H X", "1S", "new_suit_1");
    t.bids("85.74.KQJ942.973", "1H X", "2D", "over_double.new_suit");
    // A jump shift is preemptive; so is a jump raise.
    t.bids("KQJ9742.4.92.873", "1H X", "2S", "over_double.jump_shift");
    t.bids("K4.Q985.J72.9632", "1H X", "3H", "over_double.jump_raise");
    // 2NT: a limit raise or better; redouble: 10+ without a fit.
    t.bids("K4.AQ5.KJ72.Q932", "1H X", "2NT", "jordan");
    t.bids("KQ4.A5.KJ72.Q932", "1H X", "XX", "redouble");
    t.done();
}

#[test]
fn over_their_two_suited_overcalls() {
    let mut t = Section::default();
    // Booklet: over Michaels or the unusual 2NT, double shows 10+.
    t.bids("KJ94.5.AJ63.K952", "1H 2H", "X", "over_two_suiter.double");
    t.bids("K94.5.AJ63.KJ952", "1H 2NT", "X", "over_two_suiter.double");
    t.done();
}

// ---------------------------------------------------------------- SLAM BIDDING

#[test]
fn slam_conventions_over_notrump() {
    let mut t = Section::default();
    // Booklet: Gerber over any natural no-trump of partner's, rebids included.
    t.bids("KQ4.J6.AJ842.Q53", "1D P 1S P 1NT P 4C P", "4H", "gerber_answer");
    // 4NT over partner's natural no-trump is quantitative; opener accepts with a maximum.
    t.bids("AQJ4.K82.KQ.AJ83", "1D P 1S P 1NT P", "4NT", "quantitative");
    t.bids("QJ95.A3.K2.KJ974", "1C P 1S P 2NT P", "4NT", "quantitative");
    t.bids("K76.AQ2.AK3.QJ93", "1C P 1S P 2NT P 4NT P", "6NT", "invite_answer");
    // After a transfer, 4NT: five cards and a quantitative invitation.
    t.bids("A9752.K4.KQ2.KQ4", "P 1NT P 2H P 2S P", "4NT", "transfer_quantitative");
    t.bids("AQ5.KJ4.KQ72.Q53", "1NT P 2H P 2S P 4NT P", "6S", "quantitative_answer");
    t.bids("A5.KJ4.KQ72.Q953", "1NT P 2H P 2S P 4NT P", "P", "quantitative_answer");
    t.done();
}

#[test]
fn the_doubler_answers_the_cue_bid() {
    let mut t = Section::default();
    t.bids("AQ85.KQ74.K94.73", "1D X P 2D P", "2H", "takeout.cue_answer");
    // Issue 16: a minor is named with four cards, as its words say ...
    t.bids("A32.2.K32.KQJ432", "1H X P 2H P", "3C", "takeout.cue_answer");
    // ... and only a doubler with no four-card suit to show and their suit
    // unstopped names a three-card minor, under its own words.
    t.bids("KJ3.QJ2.AQ2.5432", "1C X P 2C P", "2D", "cue_answer_three");
    t.done();
}

#[test]
fn over_their_preempts() {
    let mut t = Section::default();
    // Booklet: double is takeout of a partscore preempt, penalty of 4♥ and up.
    t.bids("KJ94.A5.AQ63.K95", "3H", "X", "takeout.double");
    t.bids("AK4.KQ5.AJ63.K95", "4S", "X", "penalty.preempt");
    // A natural overcall of a preempt: a good six-card suit and sound values.
    t.bids("AKJ984.A5.K63.95", "3D", "3S", "overcall.suit");
    // 3NT: their suit stopped and values to play it.
    t.bids("K74.AQ5.AJ63.KJ5", "3H", "3NT", "overcall.nt");
    // Advancing the double: the cheapest suit with little, game with values.
    t.bids("J742.Q98.9542.73", "3H X P", "3S", "adv.double_suit");
    t.done();
}

#[test]
fn advancing_two_suited_overcalls() {
    let mut t = Section::default();
    // Over Michaels: a jump invites with support and values; game with more.
    t.bids("Q94.J72.A985.K73", "1C 2C P", "3S", "two_suiter_invite");
    t.bids("KQ94.J72.A985.K3", "1C 2C P", "4S", "two_suiter_game");
    // Over the unusual 2NT: the better minor.
    t.bids("Q94.J72.A985.973", "1S 2NT P", "3D", "adv.two_suiter");
    t.done();
}

#[test]
fn responders_later_bidding() {
    let mut t = Section::default();
    // After opener's second suit: raise with 6–10, jump with 11–12, game with 13+.
    t.bids("KJ43.Q962.73.K52", "1C P 1H P 1S P", "2S", "responder_raise");
    t.bids("KJ43.Q962.K73.Q2", "1C P 1H P 1S P", "3S", "responder_jump_raise");
    t.bids("KJ43.QJ62.A3.K52", "1C P 1H P 1S P", "4S", "");
    // 2NT with 11–12 and the unbid suit stopped; a weak six-card suit again.
    t.bids("K4.Q962.K73.QJ52", "1C P 1H P 1S P", "2NT", "responder_nt");
    t.bids("843.KQJ962.73.52", "1C P 1H P 1S P", "2H", "responder_own_suit");
    // After opener's 1NT (12–14): 2NT invites, 3NT with 13+.
    t.bids("Q8.K9762.A83.K52", "1D P 1H P 1NT P", "2NT", "");
    t.bids("A8.K9762.A83.K52", "1D P 1H P 1NT P", "3NT", "");
    // Booklet: after opener's 1NT, a lower new suit is not forcing; a jump shift forces to game.
    t.bids("KJ943.Q962.73.52", "1D P 1S P 1NT P", "2H", "responder_second_suit");
    t.bids("KJ943.AQ62.K3.52", "1D P 1S P 1NT P", "3H", "responder_game_force");
    // Opener rebid the suit: three-card support invites with 10–11, game with 13+.
    t.bids("K743.Q96.K73.Q52", "1H P 1S P 2H P", "3H", "");
    t.bids("AK43.Q96.K73.Q52", "1H P 1S P 2H P", "4H", "");
    // After a two-over-one and opener's rebid: three of opener's major invites.
    t.bids("K93.96.Q73.AJ952", "1S P 2C P 2S P", "3S", "");
    t.done();
}

// ---------------------------------------------------------------- JUDGMENT (standard practice)

#[test]
fn competing_by_the_law_of_total_tricks() {
    let mut t = Section::default();
    // 1♠ (2♥) 2♠ (3♥): with six spades nine trumps are ours, so 3♠; with five, pass.
    t.bids("AKJ952.84.A93.K7", "1S 2H 2S 3H", "3S", "judge.compete");
    t.bids("AKJ95.842.A93.K7", "1S 2H 2S 3H", "P", "judge.pass");
    // They outbid our fitted partscore and we hold the balance: double.
    t.bids("AKJ95.QT2.A93.K7", "1S 2H 2S 3H", "X", "penalty.double");
    t.done();
}

#[test]
fn sacrifices_only_when_they_pay() {
    use Vulnerability::*;
    let mut t = Section::default();
    // Partner opened 3♠ and they bid game in hearts: with four spades and no
    // defence, 4♠ at favourable vulnerability.
    t.vul("Q842.5.J8742.953", "3S 4H", EastWest, "4S", "");
    // Over their 4♠ with partner's 3♥ preempt: 5♥ at favourable costs less than
    // their game, not at unfavourable.
    t.vul("5.Q842.J8742.953", "3H 4S", EastWest, "5H", "judge.sacrifice");
    t.vul("5.Q842.J8742.953", "3H 4S", NorthSouth, "P", "");
    t.done();
}
