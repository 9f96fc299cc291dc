//! Comparing the user's results with the field's: IMPs and matchpoints.

use serde::Serialize;
use tenace_bridge::scoring::imps::imps;
use tenace_bridge::scoring::matchpoints::{matchpoints, Matchpoints};
use tenace_bridge::{Game, Vulnerability};

/// A board's result as a North-South score (passed out: 0).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardResult {
    pub board: u32,
    pub ns_score: i32,
}

impl BoardResult {
    /// The result of a finished game; `None` while it is still being played.
    pub fn of(board: u32, game: &Game, vulnerability: Vulnerability) -> Option<BoardResult> {
        let result = game.result()?;
        Some(BoardResult { board, ns_score: result.duplicate_score_ns(vulnerability) })
    }
}

/// One board of a teams match: the user sits North-South at their table,
/// the user's robot teammates East-West at the other.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamsBoard {
    pub board: u32,
    /// North-South's score at the user's table.
    pub ours: i32,
    /// North-South's score at the other table (the opponents' robots sit North-South there).
    pub theirs: i32,
    /// IMPs for the user's team: the scores' difference on the IMP scale.
    pub imps: i32,
}

impl TeamsBoard {
    pub fn new(board: u32, ours: i32, theirs: i32) -> TeamsBoard {
        TeamsBoard { board, ours, theirs, imps: imps(ours - theirs) }
    }
}

/// A teams match, board by board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TeamsMatch {
    pub boards: Vec<TeamsBoard>,
}

impl TeamsMatch {
    pub fn add(&mut self, board: TeamsBoard) {
        self.boards.push(board);
    }

    /// The user's team's net IMPs.
    pub fn total(&self) -> i32 {
        self.boards.iter().map(|b| b.imps).sum()
    }

    /// IMPs won and lost separately, as a score card shows them.
    pub fn won_lost(&self) -> (i32, i32) {
        let won = self.boards.iter().map(|b| b.imps.max(0)).sum();
        let lost = self.boards.iter().map(|b| (-b.imps).max(0)).sum();
        (won, lost)
    }
}

/// One board of a pairs session: the user's North-South score against the field's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairsBoard {
    pub board: u32,
    pub ours: i32,
    /// North-South's scores at the other tables.
    pub field: Vec<i32>,
    pub matchpoints: Matchpoints,
}

impl PairsBoard {
    pub fn new(board: u32, ours: i32, field: Vec<i32>) -> PairsBoard {
        let matchpoints = matchpoints(ours, &field);
        PairsBoard { board, ours, field, matchpoints }
    }

    pub fn percentage(&self) -> f64 {
        self.matchpoints.percentage()
    }
}

/// A pairs session: matchpoints per board and the session's percentage.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PairsSession {
    pub boards: Vec<PairsBoard>,
}

impl PairsSession {
    pub fn add(&mut self, board: PairsBoard) {
        self.boards.push(board);
    }

    /// Matchpoints won out of the tops of all boards, as a percentage
    /// (50 for an empty session).
    pub fn percentage(&self) -> f64 {
        let won: u32 = self.boards.iter().map(|b| b.matchpoints.awarded).sum();
        let top: u32 = self.boards.iter().map(|b| b.matchpoints.top).sum();
        if top == 0 {
            50.0
        } else {
            100.0 * f64::from(won) / f64::from(top)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Worked by hand with the WBF IMP scale: 620 v 170 is 450 → 10 IMPs;
    /// −100 v 140 is −240 → −6; 1430 v 680 is 750 → 13; 420 v 420 → 0;
    /// −500 v −620 is 120 → 3.
    #[test]
    fn teams_imps_by_hand() {
        let mut m = TeamsMatch::default();
        for (b, ours, theirs) in [(1, 620, 170), (2, -100, 140), (3, 1430, 680), (4, 420, 420), (5, -500, -620)] {
            m.add(TeamsBoard::new(b, ours, theirs));
        }
        let imps: Vec<i32> = m.boards.iter().map(|b| b.imps).collect();
        assert_eq!(imps, vec![10, -6, 13, 0, 3]);
        assert_eq!(m.total(), 20);
        assert_eq!(m.won_lost(), (26, 6));
    }

    /// Worked by hand: a four-table field. Board 1: 420 against 450, 420,
    /// 170, −50 beats two, ties one → 5 of 8. Board 2: 110 against 140, 140,
    /// 140, 140 → 0 of 8. Board 3: 600 against 100, 100, −100, 90 → 8 of 8.
    /// Session: 13 of 24 = 54.17 %.
    #[test]
    fn pairs_matchpoints_by_hand() {
        let mut s = PairsSession::default();
        s.add(PairsBoard::new(1, 420, vec![450, 420, 170, -50]));
        s.add(PairsBoard::new(2, 110, vec![140, 140, 140, 140]));
        s.add(PairsBoard::new(3, 600, vec![100, 100, -100, 90]));
        let mps: Vec<(u32, u32)> = s.boards.iter().map(|b| (b.matchpoints.awarded, b.matchpoints.top)).collect();
        assert_eq!(mps, vec![(5, 8), (0, 8), (8, 8)]);
        assert!((s.boards[0].percentage() - 62.5).abs() < 1e-9);
        assert!((s.percentage() - 100.0 * 13.0 / 24.0).abs() < 1e-9);
        assert!((PairsSession::default().percentage() - 50.0).abs() < 1e-9);
    }
}
