//! The competitive sections of the ACBL's SAYC System Booklet (revised
//! January 2006) and the standard practice that fills them in, as worked
//! through in issue 16's competitive pass: two-suited overcalls (Michaels
//! and the unusual 2NT), takeout doubles and their advances, balancing,
//! and interference over our 1NT. Each test names the booklet section it
//! follows; where the booklet is silent the case follows standard textbook
//! practice and says so. Hands are our own, never a conformance suite's.
//! Hands are written spades.hearts.diamonds.clubs; auctions start with
//! North, the dealer; the hand given is the player to call. Each test
//! checks all its cases and lists every one that fails.

mod booklet;

use booklet::Section;

// ------------------------------------------------ MICHAELS CUE-BID, UNUSUAL NOTRUMP

/// Booklet, "Michaels cue-bid" and "Unusual notrump": the cue bid of their
/// minor shows both majors, of their major the other major and a minor;
/// 2NT the two lowest unbid suits. Strength, as the textbooks play them
/// ("mini-maxi"): weak (6–11) or strong (16+); an intermediate 5-5 overcalls
/// its higher suit; with 6-5 the shape comes first.
#[test]
fn two_suiters_are_weak_or_strong() {
    let mut t = Section::default();
    // Weak 5-5 majors over 1♣ (7 HCP): Michaels.
    t.bids("KJ873.QT984.82.4", "1C", "2C", "michaels");
    // Weak 6-5, 6 HCP: still Michaels.
    t.bids("QJ9764.KT853.6.2", "1D", "2D", "michaels");
    // Intermediate 5-5 majors (14 HCP): overcall the higher suit, 1♠.
    t.bids("AQJ75.KQT84.92.3", "1C", "1S", "overcall.suit");
    // Intermediate 6-5 (13 HCP): the shape comes first, Michaels.
    t.bids("AQJ753.KQT84.9.3", "1D", "2D", "michaels");
    // Weak minors over 1♥ (7 HCP): the unusual 2NT.
    t.bids("3.92.KJ985.QJ974", "1H", "2NT", "unusual");
    // Intermediate minors (13 HCP, 5-5): no 2NT; 2♦ overcall.
    t.bids("3.92.AKJ85.KQ974", "1S", "2D", "overcall.suit");
    // In the pass-out seat a weak 5-5 in the majors cue-bids too.
    t.bids("KT984.QJ875.3.42", "1D P P", "2D", "michaels");
    t.done();
}

// ------------------------------------------------------------ TAKEOUT DOUBLES

/// Booklet, "Takeout doubles": short in their suit with support for the
/// others, or a hand too strong to overcall. Standard practice: shortness
/// counts (10+ HCP and 13+ points with a singleton or void); 19+ doubles
/// whatever the shape and bids again.
#[test]
fn takeout_doubles_count_shortness_and_strength() {
    let mut t = Section::default();
    // 10 HCP, void in their hearts, 5-4-4 in the others.
    t.bids("Q9874..KJ72.KJ76", "1H", "X", "takeout.double");
    // 10 HCP, a doubleton in their suit: not enough.
    t.bids("Q987.K2.J972.KJ7", "1H", "P", "pass");
    // 20 HCP with four of their diamonds after a weak two: too strong for 2NT.
    t.bids("AKQ4.AQ7.KQJ9.98", "2D", "X", "takeout.double");
    t.done();
}

/// Advancing a takeout double (booklet: the cue-bid is the only force;
/// standard: 1NT 6–10, 2NT 11–12, 3NT 13–16 with their suit stopped). With
/// game values, a stopper and no four-card major, 3NT at once.
#[test]
fn advancing_a_takeout_double() {
    let mut t = Section::default();
    // 14 HCP, ♦ stopped twice, no four-card major: 3NT.
    t.bids("Q8.K76.AQ64.QJ83", "1D X P", "3NT", "adv.double_nt");
    // The same values with four spades: the cue bid looks for the major.
    t.bids("Q874.K7.AQ6.QJ83", "1D X P", "2D", "adv.cue");
    // The doubler opposite a forced three-level answer (0–8): no
    // invitational raise to the four level with 16.
    t.bids("KJ63.Q2.AT6.AQ73", "1H P 2H X P 3C P", "P", "pass_minimum");
    // RHO raised to 3♥: a free four-level answer needs a five-card suit.
    t.bids("94.K8754.98.KT76", "P 1H X 3H", "P", "pass");
    t.done();
}

/// Standard practice: a double of an artificial bid (Stayman, a transfer,
/// an ace answer) shows the suit doubled and asks for its lead.
#[test]
fn a_double_of_an_artificial_bid_asks_for_the_lead() {
    let mut t = Section::default();
    // They open 1NT and transfer with 2♥: double shows hearts.
    t.bids("63.AKJ987.876.74", "1NT P 2H", "X", "lead_directing");
    // They use Stayman: double shows clubs.
    t.bids("J63.87.876.AKQT4", "1NT P 2C", "X", "lead_directing");
    // Not of an artificial opening: over their strong 2♣ the clubs are bid.
    t.bids("K3.874.92.AKQT93", "2C", "3C", "overcall.suit");
    // Without a good suit, pass.
    t.bids("K63.Q987.876.J74", "1NT P 2H", "P", "pass");
    t.done();
}

// ------------------------------------------------------------------ BALANCING

/// Booklet, "Balancing": in the pass-out seat bid with a king less. When
/// they found a fit and stopped at two, we have a fit too (the law of total
/// tricks): balance with a five-card suit rather than double.
#[test]
fn balancing_over_their_fit() {
    let mut t = Section::default();
    // 1♥ P 2♥ P P: 8 HCP and five spades — 2♠, not a double.
    t.bids("QJ874.43.K74.Q98", "1H P 2H P P", "2S", "balance.over_fit");
    // 1♦ P 2♦ P P: 9 HCP and five hearts.
    t.bids("86.JT874.A74.KJ8", "1D P 2D P P", "2H", "balance.over_fit");
    // A balancing double then the cheapest no-trump: 16–18 balanced.
    t.bids("AJ7.KQ4.QJT7.K92", "1H P P X P 2C P", "2NT", "balancing_nt");
    t.done();
}

// ------------------------------------------------------ INTERFERENCE OVER 1NT

/// Booklet, "Interference over 1NT": a double of Stayman takes no room;
/// opener answers as without it.
#[test]
fn stayman_doubled_is_answered() {
    let mut t = Section::default();
    t.bids("KQ43.J5.KJ87.AQT", "1NT P 2C X", "2S", "stayman_major");
    t.bids("KQ4.J52.KJ87.AQT", "1NT P 2C X", "2D", "stayman");
    t.done();
}

// ------------------------------------------------------------------ OVERCALLS

/// Booklet, "Overcalls" (the card's 8–16 "usually"; textbook practice
/// overcalls up to 17 HCP and only a stronger hand doubles first). A jump
/// overcall is a preempt at its level, as an opening: a weak two's six
/// cards and 5–11 HCP at the two level, seven cards at the three level, so
/// a seven-card suit over a one-level opening double-jumps.
#[test]
fn overcalls_up_to_seventeen_and_preempts_by_level() {
    let mut t = Section::default();
    // 17 HCP, five hearts and four of their clubs: 1♥, not a pass.
    t.bids("5.AKJ84.K96.AQ65", "1C", "1H", "overcall.suit");
    // Over a three-level preempt a strong 6-5 (17) doubles first.
    t.bids("AKJT92.A.KQT53.8", "P P 3C", "X", "takeout.double");
    // Over their 1NT response the natural no-trump overcall is gone: 17 HCP
    // with five good hearts overcalls 2♥.
    t.bids("KQ4.AQJT9.T9.AJ8", "1S P 1NT", "2H", "overcall.suit");
    // The two-level jump is a weak two: 5–11 HCP, so 10 HCP and six spades jump.
    t.bids("KQJ974.K3.J82.43", "1C", "2S", "weak_jump");
    // Six hearts, 6 HCP: the weak jump to 2♥; seven: 3♥.
    t.bids("74.KQJ964.832.52", "1C", "2H", "weak_jump");
    t.bids("74.KQJ9642.83.52", "1C", "3H", "weak_jump");
    t.done();
}

/// Standard practice over their 1NT (the booklet's overcalls of 1NT are
/// natural): a double is for penalties, 15+; the doubler's partner passes
/// with values and takes out into a five-card suit with a weak hand.
#[test]
fn penalty_double_of_their_notrump() {
    let mut t = Section::default();
    t.bids("AQ84.KJ3.KQ9.J65", "1NT", "X", "penalty.notrump_opening");
    t.bids("J98742.53.872.76", "1NT X P", "2S", "penalty_nt_takeout");
    t.bids("Q9874.K3.872.J76", "1NT X P", "P", "pass");
    t.done();
}

/// Booklet, "Reopening" (opener's rebids in competition): opener in the
/// pass-out seat with 18–19 balanced and their suit stopped bids 2NT, the
/// rebid it would have made without them.
#[test]
fn opener_reopens_with_two_notrump() {
    let mut t = Section::default();
    t.bids("AK4.KJ2.K93.AJ75", "1C 1D P P", "2NT", "reopening_nt");
    t.done();
}

// ------------------------------------------------------------ NEGATIVE DOUBLES

/// Booklet, "Negative doubles" (through 2♠) and "Reopening double": with
/// five or more of their suit responder does not double negatively but
/// passes, for opener's reopening double to be passed for penalties.
#[test]
fn the_trap_pass_over_their_overcall() {
    let mut t = Section::default();
    // Six good spades over their 1♠ with four hearts: pass, not a double.
    t.bids("KQT965.KJ65.A3.4", "1C 1S", "P", "pass");
    // Four hearts and three spades: the negative double.
    t.bids("Q96.KJ65.A83.854", "1C 1S", "X", "negative_double");
    t.done();
}

/// Booklet, "Michaels cue-bid" (natural once they have bid two suits):
/// after 1♣–1♠ the unusual 2NT shows the two lowest suits they have not
/// bid, diamonds and hearts, and a cue bid is no Michaels.
#[test]
fn two_suiters_over_two_of_their_suits() {
    let mut t = Section::default();
    t.bids("3.KJ985.QJ974.92", "1C P 1S", "2NT", "unusual");
    // Hearts and clubs (their first suit): no Michaels 2♠, no 2NT.
    t.bids("3.KJ985.92.KJ974", "1C P 1S", "P", "pass");
    t.done();
}

/// Booklet, "Interference over 1NT": when they double the transfer, opener
/// completes it with three or more; responder then goes on as after any
/// completion — here an invitation, not a blind game.
#[test]
fn after_a_doubled_transfer_is_completed() {
    let mut t = Section::default();
    t.bids("K4.KJ875.Q83.942", "1NT P 2D X 2H P", "2NT", "transfer_2nt");
    t.done();
}

// ------------------------------------------------------------ SESSION 7 (sayc7a)

/// Booklet, "Takeout doubles" (standard practice where the booklet stops):
/// the doubler whose partner passed doubles again, still for takeout, with
/// extra values or shortness in their suit; partner then bids his longest
/// unbid suit, or passes with length in theirs.
#[test]
fn the_doublers_second_double() {
    let mut t = Section::default();
    // 17 HCP, a doubleton spade, after 1♠ X 2♠ P P: double again.
    t.bids("72.AKJ5.KQ84.A93", "1S X 2S P P", "X", "takeout.second_double");
    // A minimum double (12 HCP) passes.
    t.bids("72.KJ54.KQ84.Q93", "1S X 2S P P", "P", "pass");
    // Partner answers with his longest unbid suit, here five clubs.
    t.bids("964.J53.Q7.K8652", "1S X 2S P P X P", "3C", "answer_double");
    // With four good trumps of theirs he passes for penalties.
    t.bids("KJT9.Q53.J72.Q86", "1S X 2S P P X P", "P", "second_double_pass");
    t.done();
}

/// Booklet, "Overcalls" (advances): a cue bid of their suit is a limit raise
/// or better; with four trumps ten points counting shortness will do
/// (textbook practice), and the jump raise stays preemptive.
#[test]
fn the_cue_bid_raise_with_four_trumps() {
    let mut t = Section::default();
    // 8 HCP, four hearts and a singleton: 10 points, the cue bid.
    t.bids("Q853.KJ42.4.Q953", "1D 1H P", "2D", "adv.cue_raise");
    // 5 HCP, four hearts: the preemptive jump raise.
    t.bids("8532.QJ42.4.J953", "1D 1H P", "3H", "adv.jump_raise");
    t.done();
}

/// Booklet, "Weak jump overcalls" are the opening preempt at their level,
/// so (textbook practice) they are advanced as a weak two: 2NT asks; the
/// overcaller rebids his suit with a minimum, names an outside ace or king
/// with a maximum, or bids 3NT without one.
#[test]
fn advancing_a_weak_jump_overcall() {
    let mut t = Section::default();
    // 17 HCP, a doubleton spade and no diamond stopper: 2NT asks.
    t.bids("K5.AQ3.952.AKJ84", "1D 2S P", "2NT", "weak_jump_ask");
    // The overcaller with 6 HCP: minimum, 3♠.
    t.bids("KJT974.83.J4.762", "1D 2S P 2NT P", "3S", "weak_jump_minimum");
    // 10 HCP with the club ace: the feature.
    t.bids("KQT974.83.54.A62", "1D 2S P 2NT P", "3C", "weak_jump_feature");
    // 10 HCP, no outside ace or king: 3NT.
    t.bids("AQT974.Q83.54.J2", "1D 2S P 2NT P", "3NT", "weak_jump_max");
    t.done();
}

/// Booklet, "Negative doubles" (through 2♠): over a minor opening a
/// four-card unbid major is shown by the double first, before a cue-bid
/// raise of the minor.
#[test]
fn the_negative_double_before_the_minor_raise() {
    let mut t = Section::default();
    // Four spades and five clubs over 1♣ (2♥): the double.
    t.bids("AQ64.2.K98.KJ542", "1C 2H", "X", "negative_double");
    // No four-card major: the cue-bid raise.
    t.bids("A64.2.K986.KJ542", "1C 2H", "3H", "resp.cue_raise");
    t.done();
}

/// Booklet, "Overcalls" (8–16, "usually"): a strong hand with four cards of
/// their suit has no takeout double and overcalls its five-card suit.
#[test]
fn a_strong_overcall_with_length_in_their_suit() {
    let mut t = Section::default();
    // 18 HCP, four clubs over their 1♣: 1♥, not a pass.
    t.bids("4.AKJ75.K96.AQJ6", "1C", "1H", "overcall.suit");
    // 18 HCP with three clubs and a singleton spade: the takeout double
    // would lack spades; the strong double takes it (too strong to overcall).
    t.bids("A.AKJ75.K962.QJ7", "1C", "X", "takeout.double");
    t.done();
}

/// Booklet, "Overcalls": a two-level overcall wants a good suit; opening
/// values make up for a moderate six-card suit (textbook practice), so the
/// hand overcalls rather than double with three-card majors.
#[test]
fn a_sound_two_level_overcall_on_a_moderate_suit() {
    let mut t = Section::default();
    // 15 HCP, six clubs headed by the ace alone, over 1♦: 2♣.
    t.bids("KJ4.AQ8.6.A87542", "1D", "2C", "overcall.suit");
    // 10 HCP with the same suit: too weak without a good suit.
    t.bids("Q84.KJ2.6.A98542", "1S", "P", "pass");
    t.done();
}

/// Booklet, "Negative doubles" (standard practice for the doubler's rebid):
/// after opener's minimum answer the doubler with no fit and their suit
/// stopped bids no-trump by strength, 2NT with 11–12, 3NT with 13+.
#[test]
fn the_negative_doublers_notrump_rebid() {
    let mut t = Section::default();
    // 11 HCP, K-J-x of their spades: 2NT, invitational.
    t.bids("KJ7.KQ87.863.Q62", "1D 1S X P 2C P", "2NT", "negative_nt");
    // 14 HCP: 3NT.
    t.bids("KJ7.KQ87.863.AJ2", "1D 1S X P 2C P", "3NT", "negative_nt");
    t.done();
}

/// Booklet, "Reopening double" (the trap pass's other half): partner
/// converts opener's reopening double on trumps that take tricks — good
/// ones, or five — not on a bare four-card stopper, which answers instead.
#[test]
fn converting_the_reopening_double_needs_good_trumps() {
    let mut t = Section::default();
    // K-Q-10-9 of their hearts and 8 HCP: pass for penalties.
    t.bids("86.KQT9.J753.Q82", "1C 1H P P X P", "P", "penalty_pass");
    // J-x-x-x: no penalty pass; the double is answered.
    t.bids("86.J963.KT53.J82", "1C 1H P P X P", "1NT", "answer_double");
    t.done();
}

/// Booklet, "Michaels cue-bid" as played mini-maxi (see above): the
/// intermediate 5-5 that overcalled its higher suit shows the other suit
/// next when partner has passed and they stop low (textbook practice).
#[test]
fn the_intermediate_two_suiter_shows_its_second_suit() {
    let mut t = Section::default();
    // 15 HCP, 5-5 in the majors, after 1♦ 1♠ 1NT P P: 2♥.
    t.bids("AT852.AQT63.7.A8", "1D 1S 1NT P P", "2H", "overcall.second_suit");
    // A one-suiter passes.
    t.bids("AT852.AQ6.73.A82", "1D 1S 1NT P P", "P", "pass");
    t.done();
}
