//! Four robots play whole deals: every decision is legal, every deal ends,
//! and the play is close to double-dummy on average. The robots play at the
//! fast level so that the suite stays quick.

use tenace_bridge::{robot_to_act, Action, BoardNumber, BySeat, Deal, Game, Phase, Seat, Setup};
use tenace_dd::{Budget, Position, Solver, SolverConfig};
use tenace_robots::{answer, decide, decide_with_play, Bidding, PlayLevel, PlaySettings, Request};

/// The robots' settings in these games.
fn fast() -> PlaySettings {
    PlaySettings::at(PlayLevel::Fast)
}

/// Claims and concessions the robots made.
#[derive(Default)]
struct Claims {
    claims: u32,
    concessions: u32,
}

/// Plays one deal with robots in every seat; returns the finished game.
fn robot_deal(seed: u64, seen: &mut Claims) -> Game {
    let board = BoardNumber::new(1 + (seed % 16) as u32).unwrap();
    let mut game = Game::new(Setup::board(board, Deal::from_seed(seed)));
    for _ in 0..200 {
        if game.phase() == Phase::Finished {
            return game;
        }
        let seat = robot_to_act(game.state(), |_| false)
            .unwrap_or_else(|| panic!("seed {seed}: nobody is to act in {:?}", game.phase()));
        let decision = decide_with_play(&game, seat, &Bidding::default(), fast())
            .unwrap_or_else(|| panic!("seed {seed}: {seat} does not act in {:?}", game.phase()));
        assert!(!decision.reason.is_empty());
        // Every card and claim says why in a form the app translates, from the listed templates.
        if !matches!(decision.action, Action::Call { .. }) {
            let why = decision.why.as_ref().unwrap_or_else(|| panic!("seed {seed}: no reason to translate"));
            assert_eq!(why.english(), decision.reason);
            for t in why.templates() {
                assert!(tenace_robots::reason::TEMPLATES.contains(&t), "seed {seed}: “{t}” is not in TEMPLATES");
            }
        }
        if let Action::Claim { seat, tricks, .. } = decision.action {
            if tricks == 0 {
                // Sound: double-dummy on the real cards, the conceding side takes nothing.
                let play = game.cardplay().unwrap();
                let trick = play.current_trick();
                let position = Position {
                    strain: play.contract().strain(),
                    hands: BySeat::from_fn(|s| play.hand(s)),
                    leader: trick.leader,
                    trick: trick.cards.clone(),
                };
                let t = Solver::new(SolverConfig::default()).tricks(&position, &mut Budget::unlimited()).unwrap();
                let theirs =
                    if position.to_move().side() == seat.side() { t } else { position.tricks_left() as u8 - t };
                assert_eq!(theirs, 0, "seed {seed}: {} conceded but could take {theirs}", seat);
                seen.concessions += 1;
            } else {
                seen.claims += 1;
            }
        }
        game.apply(decision.action.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: {:?} was illegal: {e}", decision.action));
    }
    panic!("seed {seed}: the deal did not finish");
}

/// Deals played: few, at the fast level, to keep the suite quick.
const DEALS: u32 = 6;

/// Declarer's double-dummy tricks in the contract of `game`, from the start.
fn dd_tricks(game: &Game) -> u8 {
    let c = game.contract().unwrap();
    let position = Position::opening(game.deal(), c.strain(), c.opening_leader());
    let t = Solver::new(SolverConfig::default()).tricks(&position, &mut Budget::unlimited()).unwrap();
    // The side to move is the defence.
    13 - t
}

#[test]
fn robots_finish_every_deal_legally_and_near_double_dummy() {
    let (mut played, mut lost) = (0u32, 0i32);
    let mut seen = Claims::default();
    for seed in 0..u64::from(DEALS) {
        let game = robot_deal(seed, &mut seen);
        let result = game.result().unwrap();
        if result.contract.is_some() {
            played += 1;
            lost += i32::from(dd_tricks(&game)) - i32::from(result.declarer_tricks);
        }
    }
    let mean = f64::from(lost) / f64::from(played.max(1));
    eprintln!(
        "{DEALS} robot deals: {played} played, declarer lost {mean:.2} tricks vs double dummy; {} claims, {} concessions",
        seen.claims, seen.concessions
    );
    assert!(played >= DEALS - 2, "robots reach a contract on most deals: {played}");
    assert!(seen.claims > 0, "robots claim");
    // Declarer may gain from defensive slips; losing more than a trick a deal
    // on average would mean the sampling player is broken.
    assert!(mean.abs() <= 1.0, "declarer's tricks stay within a trick of double dummy on average: {mean:.2}");
}

#[test]
fn request_answer_round_trip_through_json() {
    let game = Game::new(Setup::board(BoardNumber::new(3).unwrap(), Deal::from_seed(9)));
    let request = Request { game: game.record(), seat: Seat::South, bidding: Default::default() };
    assert!(decide(&game, Seat::South).is_some());
    let json = serde_json::to_string(&request).unwrap();
    let back: Request = serde_json::from_str(&json).unwrap();
    let decision = answer(&back).unwrap();
    assert!(matches!(decision.action, Action::Call { seat: Seat::South, .. }));
    // Not South's turn after the call: the robot says so instead of acting.
    let mut g = game.clone();
    g.apply(decision.action).unwrap();
    assert!(answer(&Request { game: g.record(), seat: Seat::South, bidding: Default::default() }).is_err());
}
