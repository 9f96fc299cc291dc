//! The constructive (uncontested) auctions of the ACBL's SAYC System
//! Booklet (revised January 2006) that the second pass over the booklet
//! corrected: Gerber's king ask, the continuations after a Jacoby transfer,
//! the minor-suit relay, weak-two opener after a new suit, responses to one
//! of a minor up the line, opener's jump shift, responder's rebids (the two-over-one's promise,
//! preferences and raises, fourth suit forcing and what follows it). Each
//! test names the booklet section it follows; where the booklet is silent
//! the case follows standard textbook practice and says so. The hands are
//! our own. Hands are written spades.hearts.diamonds.clubs; auctions start
//! with North, the dealer; the hand given is the player to call.

mod booklet;

use booklet::Section;
use tenace_bidding::Forcing;

// ---------------------------------------------------------------- SLAM CONVENTIONS

#[test]
fn gerber_asks_for_kings_with_five_clubs() {
    let mut t = Section::default();
    // Booklet, "Slam conventions — Gerber": 4♣ over a natural no-trump asks
    // for aces; after the answer 5♣ asks for kings, answered the same way.
    // The asker holds one ace and 22 HCP opposite three aces: all four are
    // ours, so 5♣ asks for kings.
    t.bids("KQ3.KQ4.AK5.KQ72", "1NT P 4C P 4NT P", "5C", "gerber_king_ask");
    // The 1NT opener answers by steps: 5♦ none (or four), 5♥ one, 5♠ two, 5NT three.
    t.bids("KQ4.AJ5.KQ72.A93", "1NT P 4C P 4S P 5C P", "5S", "gerber_king_answer");
    t.bids("AJ4.AJ5.QJ72.A32", "1NT P 4C P 4NT P 5C P", "5D", "gerber_king_answer");
    t.bids("AJ4.KJ5.QJ72.A32", "1NT P 4C P 4S P 5C P", "5H", "gerber_king_answer");
    t.done();
}

// ---------------------------------------------------------------- JACOBY TRANSFERS

#[test]
fn after_a_jacoby_transfer() {
    let mut t = Section::default();
    // Booklet, "Jacoby transfers": after the transfer a new suit is natural
    // and forcing to game. Five-five in the majors with game values shows
    // the hearts after transferring to spades.
    t.bids("AQ875.KJT63.4.52", "1NT P 2H P 2S P", "3H", "transfer_new_suit");
    // A second five-card minor likewise, rather than 3NT.
    t.bids("KQ875.4.AJ963.52", "1NT P 2H P 2S P", "3D", "transfer_new_suit");
    // Five spades and four diamonds: 3NT offers the choice of games.
    t.bids("KQ875.4.AJ63.K52", "1NT P 2H P 2S P", "3NT", "transfer_3nt");
    // Textbook valuation: a six-card major is worth about a point more than
    // its high cards. Seven HCP and six hearts invite; nine bid game.
    t.bids("74.KJ8743.Q52.J4", "1NT P 2D P 2H P", "3H", "transfer_invite");
    t.bids("K4.KJ8743.Q52.64", "1NT P 2D P 2H P", "4H", "transfer_game");
    // Five hearts and a weak hand still pass.
    t.bids("742.KJ874.Q52.64", "1NT P 2D P 2H P", "P", "transfer_pass");
    t.done();
}

#[test]
fn the_minor_suit_relay_is_passed_in_clubs() {
    let mut t = Section::default();
    // Booklet, "Responses to 1NT": 2♠ asks opener to bid 3♣, which a weak
    // hand with long clubs passes (long diamonds correct to 3♦).
    t.bids("85.743.2.QT98652", "1NT P", "2S", "minor_puppet");
    t.bids("85.743.2.QT98652", "1NT P 2S P 3C P", "P", "puppet_pass");
    t.bids("85.743.QT98652.2", "1NT P 2S P 3C P", "3D", "puppet_diamonds");
    t.done();
}

// ---------------------------------------------------------------- WEAK TWO-BIDS

#[test]
fn weak_two_opener_after_a_new_suit() {
    let mut t = Section::default();
    // Booklet, "Weak two-bids": a new suit response forces one round.
    // Textbook practice for the answer: raise with three cards; with no
    // fit a minimum rebids its suit, a maximum (9–11) names a four-card
    // side suit or bids no-trump.
    t.bids("Q74.KQJ864.83.72", "2H P 2S P", "3S", "new_suit_raise");
    t.bids("7.KQ9864.832.J72", "2H P 2S P", "3H", "new_suit_rebid");
    t.bids("7.AQJ864.K832.72", "2H P 2S P", "3D", "new_suit_max");
    t.bids("72.AQJ864.K83.72", "2H P 2S P", "2NT", "new_suit_max");
    t.done();
}

// ---------------------------------------------------------------- RESPONSES TO 1♣ / 1♦

#[test]
fn responses_to_one_club_go_up_the_line() {
    let mut t = Section::default();
    // Booklet, "Responses to a 1♣ or 1♦ opening": bidding at the one level
    // is up the line in principle. Four diamonds and four spades: 1♦.
    t.bids("Q862.74.KJ93.852", "1C P", "1D", "new_suit_1");
    // Five diamonds and four hearts: the longer suit first.
    t.bids("A4.KJ75.QJ863.72", "1C P", "1D", "new_suit_1");
    // A longer major comes first; with five-five, the higher-ranking major.
    t.bids("72.KJ753.QJ86.72", "1C P", "1H", "new_suit_1");
    t.bids("7.KJ753.QJ863.72", "1C P", "1H", "new_suit_1");
    t.done();
}

// ---------------------------------------------------------------- OPENER'S REBIDS

#[test]
fn openers_jump_shift_counts_a_two_suiter() {
    let mut t = Section::default();
    // Booklet, "Opener's rebids": a jump shift forces to game with 19+
    // points; 17 HCP and six-four in the red suits count enough.
    t.bids("5.AKQ632.AKJ7.52", "1H P 1S P", "3D", "jump_shift");
    // A higher-ranking second suit is a reverse, itself forcing: 18 HCP
    // reverses rather than jumping.
    t.bids("K.AQ74.A6.KQT852", "1C P 1S P", "2H", "reverse");
    // A minimum five-five bids its second suit at the two level; six-four
    // rebids the six-card suit.
    t.bids("5.AQ863.KQ742.A2", "1H P 1S P", "2D", "new_suit_2");
    t.bids("5.AQ8632.KJ74.A2", "1H P 1S P", "2H", "own_suit");
    t.done();
}

// ---------------------------------------------------------------- RESPONDER'S REBIDS

#[test]
fn a_two_over_one_promises_a_rebid() {
    let mut t = Section::default();
    // Booklet, "Responder's rebids" (note): an unpassed responder who bid a
    // new suit at the two level bids again unless opener's rebid is game,
    // so opener's rebid below game forces one round.
    t.forces("AKJ742.Q65.84.Q3", "1S P 2C P", "2S", Forcing::OneRound);
    // 1♠–2♣–2♦: two spades is a preference with 10–12 and a doubleton.
    t.bids("K8.974.A86.KJ952", "1S P 2C P 2D P", "2S", "two_over_one_preference");
    // 2NT with the unbid suit stopped comes first.
    t.bids("K8.KJ4.A86.J9652", "1S P 2C P 2D P", "2NT", "responder_nt");
    // Four-card support for opener's second suit, 10–12: the raise.
    t.bids("K8.974.AJ86.KJ95", "1S P 2C P 2D P", "3D", "responder_raise");
    // Five clubs of my own and 10–12: three clubs, not a pass.
    t.bids("8.9742.A86.KQJ95", "1S P 2C P 2D P", "3C", "two_over_one_own_suit");
    // A passed hand's two-level response promises nothing more.
    t.bids("K8.974.A86.KJ952", "P P 1S P 2C P 2D P", "2S", "");
    t.done();
}

#[test]
fn preferences_and_raises_after_a_one_level_response() {
    let mut t = Section::default();
    // Booklet, "Responder's rebids": three of a previously bid suit invites
    // (11–12), even when it is no jump.
    t.bids("KJ84.73.KQ85.K92", "1H P 1S P 2D P", "3D", "responder_jump_raise");
    // With 6–10 it is no raise: pass two diamonds.
    t.bids("KJ84.73.Q985.932", "1H P 1S P 2D P", "P", "");
    // Textbook practice: with equal length in opener's suits, prefer the
    // first (opener holds more there) — even two cards each.
    t.bids("KJ984.73.Q852.J9", "1H P 1S P 2C P", "2H", "responder_preference");
    // Longer in the second suit, no diamond stopper for 1NT's range: pass.
    t.bids("KJ984.73.852.QJ9", "1H P 1S P 2C P", "P", "");
    // Opener raising responder's suit is no second suit to raise: a
    // passed hand with 8 HCP passes 2♠.
    t.bids("QJ95.K42.853.Q74", "P P 1D P 1S P 2S P", "P", "");
    t.done();
}

#[test]
fn opener_passes_responders_sign_off() {
    let mut t = Section::default();
    // Booklet, "Responder's rebids": after opener's 1NT rebid, two of
    // responder's own long suit is a sign-off; opener passes.
    t.bids("KQ4.A95.Q7.J9842", "1C P 1D P 1NT P 2D P", "P", "respect_sign_off");
    t.done();
}

#[test]
fn a_weak_responder_escapes_to_a_long_suit() {
    let mut t = Section::default();
    // Textbook practice: after 1♠–1NT–2♦ a weak responder with six hearts
    // and no diamond support plays in two hearts; with four clubs over 2♣
    // he raises instead.
    t.bids("8.KJ9742.63.Q842", "1S P 1NT P 2D P", "2H", "responder_long_suit");
    t.bids("8.KJ9742.63.Q842", "1S P 1NT P 2C P", "3C", "responder_raise");
    // After opener's 1NT rebid, two of opener's minor with five cards is to
    // play, and opener passes it.
    t.bids("Q985.73.J4.K9652", "1C P 1S P 1NT P", "2C", "responder_back_to_minor");
    t.bids("A73.KJ4.Q86.QJ73", "1C P 1S P 1NT P 2C P", "P", "respect_sign_off");
    t.bids("AKJ75.6.KQ874.52", "1S P 1NT P 2D P 2H P", "P", "respect_sign_off");
    t.done();
}

// ---------------------------------------------------------------- FOURTH SUIT FORCING

#[test]
fn fourth_suit_forcing_one_round_and_after() {
    let mut t = Section::default();
    // Booklet, "Responder's rebids": the fourth suit forces one round and
    // may be artificial. With 11 HCP, no heart stopper and no fit, 2♥.
    t.forces("AQ874.952.K6.Q73", "1D P 1S P 2C P", "2H", Forcing::OneRound);
    // After a two-over-one it forces to game (1♠–2♣–2♥–3♦).
    t.forces("K4.Q73.862.AKQ84", "1S P 2C P 2H P", "3D", Forcing::GameForcing);
    // Responder's next call: opener showed three spades — an eight-card
    // fit: invite with 10–12, game with 13+.
    t.bids("AQ874.952.K6.Q73", "1D P 1S P 2C P 2H P 2S P", "3S", "after_fourth_suit");
    t.bids("AQ874.952.K6.KQ3", "1D P 1S P 2C P 2H P 2S P", "4S", "after_fourth_suit");
    // Opener's 2NT showed the hearts stopped: 3NT with game values.
    t.bids("AQ874.952.K6.KJ3", "1D P 1S P 2C P 2H P 2NT P", "3NT", "after_fourth_suit");
    t.done();
}

// ---------------------------------------------------------------- SESSION 7: GAPS BETWEEN THE RANGES

#[test]
fn responses_to_one_of_a_minor_fill_the_gaps() {
    let mut t = Section::default();
    // Booklet, "Responses to 1♣/1♦": 1NT over 1♣ is 8–10; a 6–7 hand bids
    // 1♦ with four diamonds (up the line) and otherwise, with no five clubs
    // to raise, 1NT rather than pass (textbook practice).
    t.bids("Q82.J74.K63.T852", "1C P", "1NT", "sayc.resp.1nt");
    t.bids("Q82.J7.K632.T852", "1C P", "1D", "new_suit_1");
    t.bids("Q82.J74.K63.K852", "1C P", "1NT", "sayc.resp.1nt");
    // 3NT is 16–17 and the jump shift 19+: 18 balanced bids 3NT too.
    t.bids("AQ3.KJ4.QJ52.AJ3", "1D P", "3NT", "sayc.resp.3nt");
    // ... and so does a balanced 20 with no five-card suit for a jump shift.
    t.bids("AQ3.KJ4.KQ52.AJ3", "1D P", "3NT", "sayc.resp.3nt");
    // There is no forcing minor raise: 13–15 with long diamonds and no
    // four-card major bids 2NT (textbook practice), not pass.
    t.forces("Q84.K7.AJ9642.K5", "1D P", "2NT", Forcing::GameForcing);
    t.done();
}

#[test]
fn game_forcing_raises_of_a_major() {
    let mut t = Section::default();
    // Booklet, "Responses to 1♥/1♠": Jacoby 2NT, four trumps and game
    // values, counting shortness (11 HCP and a singleton).
    t.bids("KJ853.A974.6.K42", "1S P", "2NT", "jacoby_2nt");
    // Three trumps and game values: a four-card minor is bid first
    // (the delayed game raise); with none, 2NT (textbook practice).
    t.bids("KJ4.Q873.AK5.Q82", "1S P", "2NT", "jacoby_2nt");
    t.bids("KJ4.Q87.AK5.Q852", "1S P", "2C", "new_suit_2");
    // Ten points with three trumps stay a limit raise.
    t.bids("KJ4.Q873.A95.J82", "1S P", "3S", "limit_raise");
    t.done();
}

#[test]
fn stayman_with_five_four_in_the_majors() {
    let mut t = Section::default();
    // Booklet, "Stayman": after 1NT–2♣–2♦ two of a major shows five with
    // four in the other, invitational; three of it forces to game. So
    // five-four in the majors with 8+ HCP starts with Stayman.
    t.bids("KQ874.QJ63.82.J5", "1NT P", "2C", "stayman");
    t.bids("KQ874.QJ63.82.J5", "1NT P 2C P 2D P", "2S", "stayman_five_card_major");
    t.bids("QJ63.KQ874.82.J5", "1NT P 2C P 2D P", "2H", "stayman_five_card_major");
    t.bids("KQ874.QJ63.A2.85", "1NT P 2C P 2D P", "3S", "stayman_major_force");
    t.bids("KQ874.QJ63.A2.85", "1NT P 2C P 2H P", "4H", "stayman_game");
    // Weaker, the transfer (to play in the five-card major).
    t.bids("KQ874.J863.82.95", "1NT P", "2H", "transfer");
    t.done();
}

#[test]
fn opener_rebids_a_five_card_suit_over_a_two_over_one() {
    let mut t = Section::default();
    // The two-over-one forces opener; a minimum with no fit, no balanced
    // shape and no second suit below a reverse rebids the five-card suit
    // (textbook practice where the booklet's opener's rebids are silent).
    t.bids("KQ854.7.QJ9643.A", "1S P 2H P", "2S", "own_suit_five");
    // With three hearts it raises instead.
    t.bids("KQ854.J73.QJ96.A", "1S P 2H P", "3H", "raise");
    t.done();
}

#[test]
fn responder_names_a_new_suit_with_game_values() {
    let mut t = Section::default();
    // Booklet, "Responder's rebids": a new suit by responder is forcing.
    // With game values and a four-card major, name it rather than invite.
    t.forces("K74.AQ86.KJ752.4", "1C P 1D P 2C P", "2H", Forcing::OneRound);
    t.forces("8.KQ75.A42.KJ752", "1S P 2C P 2S P", "3H", Forcing::OneRound);
    // Five-five after opener's 1NT rebid: the second suit, forcing to game,
    // before 3NT (textbook practice).
    t.forces("4.AKJ75.KQT98.92", "1C P 1H P 1NT P", "3D", Forcing::GameForcing);
    t.done();
}

#[test]
fn an_invitation_in_partners_suit_needs_a_fit() {
    let mut t = Section::default();
    // Opener's jump rebid of a six-card suit invites; with a void there
    // and a minimum-plus hand, pass (textbook: no fit, no game in it).
    t.bids("KQ75.-.AJ52.QJ852", "1C P 1H P 1S P 3H P", "P", "");
    // With two cards the eight-card fit is there: accept.
    t.bids("KQ75.J4.AJ52.AQ8", "1D P 1H P 1S P 3H P", "4H", "accept");
    t.done();
}

#[test]
fn opener_jumps_to_game_in_a_good_six_card_major() {
    let mut t = Section::default();
    // Opener's rebids (textbook practice above the booklet's invitational
    // jump): a good six-card major and 19–21 points bid game in it.
    t.bids("K4.AKQT84.A95.K3", "1H P 1NT P", "4H", "game_own");
    t.bids("AKQJ85.K4.AJ9.72", "1S P 2C P", "4S", "game_own");
    // 16–18 still invites with the jump.
    t.bids("K4.AKQT84.K95.73", "1H P 1NT P", "3H", "jump_own");
    t.done();
}

#[test]
fn a_good_six_card_minor_invites_over_1nt() {
    let mut t = Section::default();
    // Booklet, "Responses to 1NT": three of a minor invites 3NT with a
    // six-card suit headed by two of the top three honours; the 2♠ relay
    // is for weak hands.
    t.forces("84.75.J84.AQT942", "1NT P", "3C", Forcing::Invitational);
    t.bids("84.75.J84.QT9842", "1NT P", "2S", "minor_puppet");
    t.done();
}
